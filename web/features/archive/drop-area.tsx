import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { useFileDrop } from "./use-file-drop.ts";

/** Where files dropped from the desktop land among «Файлы без папки». */
export function DropArea({ onFiles }: { onFiles(files: File[]): void }) {
  const { dragging, dropProps } = useFileDrop(onFiles);
  return (
    <Paper
      radius="lg"
      p="md"
      bg={dragging ? "blue.0" : "gray.0"}
      style={{
        border: `2px dashed var(--mantine-color-${dragging ? "blue-6" : "gray-4"})`,
      }}
      data-testid="archive-drop-area"
      {...dropProps}
    >
      <Group gap="sm" wrap="nowrap" justify="center">
        <IconUpload size={24} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {dragging ? T.dropHere : T.dropHint}
          </Text>
          <Text size="xs" c="dimmed">
            {T.acceptedTypes}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
