/** API shapes of «Резервные копии» (zod; the web imports only types and the form's schema). */
import { z } from "zod";
import {
  BACKUP_KEEP_DAILY_MAX,
  BACKUP_KEEP_DAILY_MIN,
  BACKUP_KEEP_WEEKLY_MAX,
  BACKUP_KEEP_WEEKLY_MIN,
  BACKUP_TIME_PATTERN,
} from "./backup-schedule.ts";
import { BACKUP_CABINET_TEXTS as T } from "./backup-schedule-texts.ts";

export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  /** Moscow time, «HH:MM». */
  time: z
    .string({ error: T.timeInvalid })
    .trim()
    .regex(BACKUP_TIME_PATTERN, { error: T.timeInvalid }),
  keep_daily: z
    .number({ error: T.keepDailyRange })
    .int({ error: T.keepDailyRange })
    .min(BACKUP_KEEP_DAILY_MIN, { error: T.keepDailyRange })
    .max(BACKUP_KEEP_DAILY_MAX, { error: T.keepDailyRange }),
  keep_weekly: z
    .number({ error: T.keepWeeklyRange })
    .int({ error: T.keepWeeklyRange })
    .min(BACKUP_KEEP_WEEKLY_MIN, { error: T.keepWeeklyRange })
    .max(BACKUP_KEEP_WEEKLY_MAX, { error: T.keepWeeklyRange }),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

export const backupSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  kind: z.enum(["manual", "scheduled"]),
  status: z.enum(["running", "ready", "failed"]),
  /** Bytes of the archive as stored; null until it is written. */
  size_bytes: z.number().int().nullable(),
  /** When the archive was read back from its destination and every hash matched. */
  verified_at: z.string().nullable(),
  destination: z.enum(["folder", "s3"]),
  /** The archive's file (or object) name. */
  name: z.string(),
  /** Why it failed, in Russian. */
  error: z.string().nullable(),
  /** The scheduled run's Moscow day («2026-11-26»). */
  scheduled_for: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupProgressSchema = z.object({
  /** Bytes of the archive written so far. */
  bytes_written: z.number().int(),
});
export type BackupProgress = z.infer<typeof backupProgressSchema>;

/** A scheduled backup that failed or was missed, and no scheduled one has succeeded since. */
export const backupWarningSchema = z.object({
  backup_id: z.number().int(),
  day: z.string(),
  error: z.string(),
});
export type BackupWarning = z.infer<typeof backupWarningSchema>;

export const backupListSchema = z.object({
  items: z.array(backupSchema),
  schedule: backupScheduleSchema.extend({
    /** The next scheduled run (ISO 8601), null while the schedule is off. */
    next_run_at: z.string().nullable(),
  }),
  /** The backup being made now (by anyone, on any instance), with how far it got. */
  running: backupSchema.extend({ progress: backupProgressSchema }).nullable(),
  destination: z.object({
    kind: z.enum(["folder", "s3"]),
    /** Where, without credentials: a folder's path or `bucket/prefix`. */
    description: z.string(),
  }),
  warning: backupWarningSchema.nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const createdBackupSchema = z.object({ id: z.number().int(), backup: backupSchema });
export type CreatedBackup = z.infer<typeof createdBackupSchema>;

export const backupDownloadLinkSchema = z.object({
  /** The one-time address of the archive (relative to the site). */
  url: z.string(),
  expires_at: z.string(),
});
export type BackupDownloadLink = z.infer<typeof backupDownloadLinkSchema>;
