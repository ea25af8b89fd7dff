import { Button, Stack, Text } from "@mantine/core";
import { IconDatabaseExport } from "@tabler/icons-react";
import { useState } from "react";
import {
  BACKUP_DESTINATION_LABELS,
  BACKUP_CABINET_TEXTS as T,
} from "../../../../domain/backups/backup-schedule-texts.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { Backup } from "../../../api/backups.ts";
import { useAuth } from "../../../lib/auth.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { BackupCard } from "./backup-card.tsx";
import { BackupProgress } from "./backup-progress.tsx";
import { BackupRestoreHelp } from "./backup-restore-help.tsx";
import { BackupScheduleForm } from "./backup-schedule-form.tsx";
import { useBackups, useCreateBackup, useDeleteBackup, useDownloadBackup } from "./use-backups.ts";

/**
 * «Резервные копии» (issue 46 §3): the backups with their check, «Создать сейчас» with its
 * progress, download after the password, delete after a confirmation, the schedule, and how to
 * restore (on the server's command line: it replaces everything).
 */
export function BackupsTab() {
  const { user } = useAuth();
  const isAdmin = user?.role === "admin";
  const backups = useBackups(isAdmin);
  const create = useCreateBackup();
  const download = useDownloadBackup();
  const remove = useDeleteBackup();
  const [deleting, setDeleting] = useState<Backup | null>(null);

  // Only the administrator keeps backups: a lawyer is told so and asks nothing of the server.
  if (!isAdmin) {
    return (
      <Stack gap="lg">
        <TabHeading title={T.title} lead={T.adminOnly} />
      </Stack>
    );
  }

  const data = backups.data;
  const done = data?.items.filter((backup) => backup.status !== "running") ?? [];
  let list = null;
  if (backups.isPending) list = <LoadingState label={T.loading} />;
  else if (backups.isError && !data) {
    list = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={backups.error}
        onRetry={() => void backups.refetch()}
      />
    );
  } else if (done.length === 0 && !data?.running) {
    list = (
      <EmptyState testId="backups-empty">
        {T.empty}. {T.emptyHint}
      </EmptyState>
    );
  } else if (done.length > 0) {
    list = (
      <CardList label={T.listLabel}>
        {done.map((backup) => (
          <BackupCard
            key={backup.id}
            backup={backup}
            downloading={download.isPending && download.variables === backup.id}
            onDownload={(chosen) => download.mutate(chosen.id)}
            onDelete={setDeleting}
          />
        ))}
      </CardList>
    );
  }

  return (
    <Stack gap="lg" data-testid="backups-tab">
      <TabHeading
        title={T.title}
        lead={
          <>
            {T.lead}
            {data ? (
              <Text component="span" display="block" mt={4}>
                {T.destination(
                  BACKUP_DESTINATION_LABELS[data.destination.kind],
                  data.destination.description,
                )}
              </Text>
            ) : null}
          </>
        }
        action={
          <Button
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            loading={create.isPending}
            disabled={Boolean(data?.running)}
            onClick={() => create.mutate()}
          >
            {T.createNow}
          </Button>
        }
      />
      {data?.running ? <BackupProgress running={data.running} /> : null}
      {list}
      {data ? (
        <BackupScheduleForm key={JSON.stringify(data.schedule)} schedule={data.schedule} />
      ) : null}
      <BackupRestoreHelp />
      <ConfirmDialog
        opened={deleting !== null}
        title={T.deleteTitle}
        text={deleting ? T.deleteConfirm(formatMoscowDateTime(deleting.created_at)) : ""}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id).catch(() => {});
        }}
      />
    </Stack>
  );
}
