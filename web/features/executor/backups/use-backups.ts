import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BackupSchedule } from "../../../../domain/backups/backup-schedule-schemas.ts";
import { BACKUP_CABINET_TEXTS as T } from "../../../../domain/backups/backup-schedule-texts.ts";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { backupsApi } from "../../../api/backups.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";

/** While a backup is made, the list is read this often for its progress. */
const PROGRESS_POLL_MS = 1_500;

export const backupErrorOf = (error: unknown) => errorText(error, API_TEXTS.internal);

/** The list, the schedule and the backup running now; polled while one runs. */
export function useBackups(enabled = true) {
  return useQuery({
    queryKey: cabinetQueryKeys.backups,
    queryFn: ({ signal }) => backupsApi.list(signal),
    staleTime: 0,
    enabled,
    refetchInterval: (query) => (query.state.data?.running ? PROGRESS_POLL_MS : false),
  });
}

function useRefreshBackups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.backups });
}

export function useCreateBackup() {
  const refresh = useRefreshBackups();
  return useMutation({
    mutationFn: () => backupsApi.create(),
    onError: (error) => notifications.show({ color: "red", message: backupErrorOf(error) }),
    onSettled: refresh,
  });
}

export function useDeleteBackup() {
  const refresh = useRefreshBackups();
  return useMutation({
    mutationFn: (id: number) => backupsApi.remove(id),
    onSuccess: () => notifications.show({ color: "teal", message: T.deleted }),
    onError: (error) => notifications.show({ color: "red", message: backupErrorOf(error) }),
    onSettled: refresh,
  });
}

/**
 * «Скачать»: a one-time link (the password is asked first when the session has not proven itself
 * lately), then the browser itself downloads it: the archive streams to disk, never through
 * this page's memory.
 */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: (id: number) => backupsApi.downloadLink(id),
    onSuccess: ({ url }) => {
      const link = document.createElement("a");
      link.href = url;
      link.download = "";
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    },
    onError: (error) => notifications.show({ color: "red", message: backupErrorOf(error) }),
  });
}

export function useUpdateBackupSchedule() {
  const refresh = useRefreshBackups();
  return useMutation({
    mutationFn: (body: BackupSchedule) => backupsApi.updateSchedule(body),
    onSuccess: () => notifications.show({ color: "teal", message: T.saved }),
    onSettled: refresh,
  });
}
