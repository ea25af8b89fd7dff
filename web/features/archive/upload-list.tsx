import { ActionIcon, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { UploadItem } from "./use-archive-uploads.ts";

/** Every file on its way, each with its own percent and a cancel button. */
export function UploadList({
  items,
  onCancel,
}: {
  items: readonly UploadItem[];
  onCancel(key: string): void;
}) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={T.uploading}>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          return (
            <Stack component="li" key={item.key} gap={4} data-testid="archive-upload">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: "anywhere" }} aria-live="polite">
                  {T.uploadProgress(item.name, percent)}
                  {item.folderName ? (
                    <Text span c="dimmed" size="sm">
                      {` → ${item.folderName}`}
                    </Text>
                  ) : null}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={T.cancelUpload(item.name)}
                  onClick={() => onCancel(item.key)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
              <Progress
                value={percent}
                size="sm"
                aria-label={T.uploadProgress(item.name, percent)}
                animated={item.running && percent < 100}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
