import { sql } from "drizzle-orm";
import { DEFAULT_BACKUP_SCHEDULE, nextSlot } from "../../../domain/backups/backup-schedule.ts";
import type { BackupSchedule } from "../../../domain/backups/backup-schedule-schemas.ts";
import type { Db } from "../../db/client.ts";
import { backupSchedule } from "../../db/schema/backups.ts";

export interface StoredSchedule extends BackupSchedule {
  /** Runs due before this are neither made nor missed (the schedule was off or at another time). */
  changedAt: Date;
}

/** The schedule as stored, or the default (off) on a site that never set one. */
export async function readSchedule(db: Db): Promise<StoredSchedule> {
  const [row] = await db.select().from(backupSchedule).limit(1);
  if (!row) return { ...DEFAULT_BACKUP_SCHEDULE, changedAt: new Date(0) };
  return {
    enabled: row.enabled,
    time: row.time,
    keep_daily: row.keepDaily,
    keep_weekly: row.keepWeekly,
    changedAt: row.changedAt,
  };
}

/** Saves the schedule (one row); a run already due before now is not made late because of it. */
export async function saveSchedule(db: Db, schedule: BackupSchedule): Promise<StoredSchedule> {
  const values = {
    enabled: schedule.enabled,
    time: schedule.time,
    keepDaily: schedule.keep_daily,
    keepWeekly: schedule.keep_weekly,
    changedAt: sql`now()`,
  };
  await db
    .insert(backupSchedule)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: backupSchedule.id, set: values });
  return readSchedule(db);
}

/** The schedule as the cabinet shows it, with its next run. */
export function scheduleView(schedule: StoredSchedule, now = new Date()) {
  const { changedAt: _changedAt, ...shown } = schedule;
  return {
    ...shown,
    next_run_at: schedule.enabled ? nextSlot(now, schedule.time).at.toISOString() : null,
  };
}
