import type {
  Backup,
  BackupDownloadLink,
  BackupList,
  BackupSchedule,
  CreatedBackup,
} from "../../domain/backups/backup-schedule-schemas.ts";
import { apiFetch } from "./client.ts";

export type { Backup, BackupList, BackupSchedule };

/** «Резервные копии» (issue 46 §3): the administrator's alone. */
export const backupsApi = {
  list: (signal?: AbortSignal) => apiFetch<BackupList>("/executor/backups", { signal }),
  create: () => apiFetch<CreatedBackup>("/executor/backups", { method: "POST" }),
  /** A one-time address of the archive (asks for the password first, as the server says). */
  downloadLink: (id: number) =>
    apiFetch<BackupDownloadLink>(`/executor/backups/${id}/download-link`, { method: "POST" }),
  remove: (id: number) => apiFetch<undefined>(`/executor/backups/${id}`, { method: "DELETE" }),
  updateSchedule: (body: BackupSchedule) =>
    apiFetch<BackupList["schedule"]>("/executor/backups/schedule", { method: "PUT", body }),
};
