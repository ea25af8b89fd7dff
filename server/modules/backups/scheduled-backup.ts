import { eq } from "drizzle-orm";
import {
  BACKUP_MISSED_AFTER_MINUTES,
  latestSlot,
} from "../../../domain/backups/backup-schedule.ts";
import { BACKUP_CABINET_TEXTS as T } from "../../../domain/backups/backup-schedule-texts.ts";
import { backups } from "../../db/schema/backups.ts";
import { AppError } from "../../errors.ts";
import type { Job } from "../../platform/jobs/job-schedule.ts";
import { tellAdminsOfFailedBackup } from "./backup-failure-notice.ts";
import { applyRetention } from "./backup-retention.ts";
import { startBackup } from "./backup-runs.ts";
import { readSchedule } from "./backup-schedule.ts";
import type { BackupService } from "./backup-service.ts";

export const SCHEDULED_BACKUP_JOB = "scheduled-backup";
/** How often an instance looks whether today's backup is due. */
export const SCHEDULED_BACKUP_CHECK_MS = 60_000;
/** A run holds the job this long at most (a large site's backup takes a while). */
export const SCHEDULED_BACKUP_LEASE_MS = 6 * 60 * 60_000;

export type ScheduledOutcome = "off" | "not-due" | "taken" | "busy" | "missed" | "made";

/**
 * One look at the schedule (the job, once across instances by job_schedule; and the day itself
 * is taken once by the backups' unique index): the latest due run is made if it is not yet and
 * not late; a late one is recorded as missed and mailed. After a scheduled backup, retention.
 */
export async function runScheduledBackup(
  service: BackupService,
  now = new Date(),
): Promise<ScheduledOutcome> {
  const { ctx } = service;
  const schedule = await readSchedule(ctx.db);
  if (!schedule.enabled) return "off";
  const slot = latestSlot(now, schedule.time);
  // Turned on (or moved) after today's time: the first run is the next one.
  if (slot.at < schedule.changedAt) return "not-due";
  const [taken] = await ctx.db
    .select({ id: backups.id })
    .from(backups)
    .where(eq(backups.scheduledFor, slot.day));
  if (taken) return "taken";

  if (now.getTime() - slot.at.getTime() > BACKUP_MISSED_AFTER_MINUTES * 60_000) {
    const missed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(backups)
        .values({
          kind: "scheduled",
          status: "failed",
          scheduledFor: slot.day,
          destination: ctx.destination.kind,
          objectName: "",
          error: T.missed,
          finishedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: backups.id });
      if (row)
        await tellAdminsOfFailedBackup(tx, { day: slot.day, error: T.missed }, service.publicUrl);
      return row;
    });
    return missed ? "missed" : "taken";
  }

  let started: Awaited<ReturnType<typeof startBackup>>;
  try {
    started = await startBackup(ctx, service.runs, {
      kind: "scheduled",
      createdBy: null,
      scheduledFor: slot.day,
    });
  } catch (error) {
    // A manual backup holds the slot: tried again at the next look, until it is late.
    if (error instanceof AppError && error.status === 409) return "busy";
    throw error;
  }
  if (!started) return "taken";
  const ended = await started.done;
  if (ended.status === "ready") {
    await applyRetention(ctx.db, ctx.destination, {
      keepDaily: schedule.keep_daily,
      keepWeekly: schedule.keep_weekly,
    });
  }
  return "made";
}

export const scheduledBackupJob = (service: BackupService): Job => ({
  name: SCHEDULED_BACKUP_JOB,
  intervalMs: SCHEDULED_BACKUP_CHECK_MS,
  leaseMs: SCHEDULED_BACKUP_LEASE_MS,
  run: () => runScheduledBackup(service),
});
