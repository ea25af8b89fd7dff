import { and, eq, lt } from "drizzle-orm";
import { isoWeekOf } from "../../../domain/backups/backup-schedule.ts";
import type { Db } from "../../db/client.ts";
import { backups } from "../../db/schema/backups.ts";
import type { BackupDestination } from "./backup-destination.ts";

export interface Retained {
  id: number;
  /** The scheduled run's Moscow day. */
  day: string;
}

/**
 * Which scheduled backups stay: the last `keepDaily` of them, and the newest of each of the last
 * `keepWeekly` ISO weeks (Monday to Sunday, Moscow days). `ready` ones are given newest first.
 */
export function backupsToKeep(
  ready: readonly Retained[],
  keepDaily: number,
  keepWeekly: number,
): Set<number> {
  const newestFirst = [...ready].sort((a, b) => b.day.localeCompare(a.day));
  const kept = new Set(newestFirst.slice(0, keepDaily).map((backup) => backup.id));
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    if (weeks.size >= keepWeekly) break;
    const week = isoWeekOf(backup.day);
    if (weeks.has(week)) continue;
    weeks.add(week);
    kept.add(backup.id);
  }
  return kept;
}

/**
 * Deletes the scheduled backups the schedule no longer keeps, archive first and then its row
 * (a row without its archive would promise a restore it cannot give). Failed scheduled rows older
 * than the oldest kept backup go too. Manual backups are the administrator's to delete.
 */
export async function applyRetention(
  db: Db,
  destination: BackupDestination,
  keep: { keepDaily: number; keepWeekly: number },
): Promise<number[]> {
  const ready = await db
    .select({ id: backups.id, day: backups.scheduledFor, name: backups.objectName })
    .from(backups)
    .where(and(eq(backups.kind, "scheduled"), eq(backups.status, "ready")));
  const kept = backupsToKeep(
    ready.map((backup) => ({ id: backup.id, day: backup.day as string })),
    keep.keepDaily,
    keep.keepWeekly,
  );
  const removed: number[] = [];
  for (const backup of ready.filter((candidate) => !kept.has(candidate.id))) {
    await destination.remove(backup.name);
    await db.delete(backups).where(eq(backups.id, backup.id));
    removed.push(backup.id);
  }
  const oldestKept = ready
    .filter((backup) => kept.has(backup.id))
    .map((backup) => backup.day as string)
    .sort()[0];
  if (oldestKept) {
    const stale = await db
      .delete(backups)
      .where(
        and(
          eq(backups.kind, "scheduled"),
          eq(backups.status, "failed"),
          lt(backups.scheduledFor, oldestKept),
        ),
      )
      .returning({ id: backups.id });
    removed.push(...stale.map((row) => row.id));
  }
  return removed;
}
