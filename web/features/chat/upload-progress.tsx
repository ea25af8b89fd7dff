import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";

/** How far the files of a send have gone, with a way to stop a long upload on a slow line. */
export function UploadProgress({ fraction, onCancel }: { fraction: number; onCancel(): void }) {
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" aria-live="polite">
          {T.uploading(percent)}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} />}
          onClick={onCancel}
        >
          {T.cancelUpload}
        </Button>
      </Group>
      <Progress value={percent} aria-label={T.uploadLabel} size="sm" />
    </Stack>
  );
}
