import { Group, Loader, Paper, Progress, Stack, Text } from "@mantine/core";
import { BACKUP_CABINET_TEXTS as T } from "../../../../domain/backups/backup-schedule-texts.ts";
import { formatFileSize } from "../../../../domain/file-size.ts";
import type { BackupList } from "../../../api/backups.ts";

/**
 * The backup being made now (by anyone, on any instance): how much of the archive is written.
 * Its full size is not known ahead, so the bar runs without a percentage.
 */
export function BackupProgress({ running }: { running: NonNullable<BackupList["running"]> }) {
  const written = formatFileSize(running.progress.bytes_written);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="backup-progress">
      <Stack gap="xs" role="status" aria-live="polite">
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fw={600}>{T.creating}</Text>
        </Group>
        <Progress value={100} animated striped aria-label={T.progressLabel} />
        <Text size="sm" c="dimmed">
          {T.progress(written)}
        </Text>
      </Stack>
    </Paper>
  );
}
