import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconDownload, IconTrash } from "@tabler/icons-react";
import {
  BACKUP_KIND_LABELS,
  BACKUP_STATUS_LABELS,
  BACKUP_CABINET_TEXTS as T,
} from "../../../../domain/backups/backup-schedule-texts.ts";
import { formatFileSize } from "../../../../domain/file-size.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { Backup } from "../../../api/backups.ts";

interface BackupCardProps {
  backup: Backup;
  onDownload(backup: Backup): void;
  onDelete(backup: Backup): void;
  downloading: boolean;
}

/** One backup: when, how big, how it was made, whether it was checked; download and delete. */
export function BackupCard({ backup, onDownload, onDelete, downloading }: BackupCardProps) {
  const at = formatMoscowDateTime(backup.created_at);
  const ready = backup.status === "ready";
  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="backup-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{at}</Text>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {BACKUP_KIND_LABELS[backup.kind]}
            </Badge>
            {ready && backup.verified_at ? (
              <Badge
                variant="light"
                color="teal"
                leftSection={<IconCircleCheck size={14} aria-hidden />}
                title={T.verifiedAt(formatMoscowDateTime(backup.verified_at))}
              >
                {T.verified}
              </Badge>
            ) : (
              <Badge variant="light" color={backup.status === "failed" ? "red" : "blue"}>
                {BACKUP_STATUS_LABELS[backup.status]}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {T.columns.size}: {backup.size_bytes === null ? "—" : formatFileSize(backup.size_bytes)}
          {backup.created_by_name ? ` · ${backup.created_by_name}` : ""}
        </Text>
        {backup.status === "failed" && backup.error ? (
          <Text size="sm" c="red.8">
            {T.failedBecause(backup.error)}
          </Text>
        ) : null}
        {backup.status !== "running" ? (
          <Group gap="xs">
            {ready ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={T.downloadLabel(at)}
                loading={downloading}
                onClick={() => onDownload(backup)}
              >
                {T.download}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={T.deleteLabel(at)}
              onClick={() => onDelete(backup)}
            >
              {T.delete}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
