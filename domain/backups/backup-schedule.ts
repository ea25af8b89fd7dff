/**
 * The cabinet's backups (issue 46 §3): the schedule's rules and limits, and the clock they run
 * on. Shared by the server (the job, the routes' schemas) and «Резервные копии» (the form).
 */
import { addDays } from "../day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../moscow-date.ts";

/** How many daily backups the schedule may keep: at least the last one, at most two months. */
export const BACKUP_KEEP_DAILY_MIN = 1;
export const BACKUP_KEEP_DAILY_MAX = 60;
/** How many weekly ones besides (the newest of each ISO week): none, up to a year. */
export const BACKUP_KEEP_WEEKLY_MIN = 0;
export const BACKUP_KEEP_WEEKLY_MAX = 52;

/** «Резервные копии» lists this many, newest first (retention keeps the scheduled ones far fewer). */
export const BACKUPS_LISTED_MAX = 200;

/** A fresh site's schedule: off until the administrator turns it on. */
export const DEFAULT_BACKUP_SCHEDULE = {
  enabled: false,
  time: "03:00",
  keep_daily: 7,
  keep_weekly: 4,
} as const;

/** How long a one-time download link lives (it also dies at its first use). */
export const BACKUP_DOWNLOAD_LINK_SECONDS = 60;

/**
 * A scheduled backup not begun this long after its time (the app was down, or another backup
 * held the slot) is missed: it is recorded as failed and the administrators are told, once.
 */
export const BACKUP_MISSED_AFTER_MINUTES = 60;

/** «03:00»: hours and minutes of the Moscow day, 24-hour. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type BackupKind = "manual" | "scheduled";
export type BackupStatus = "running" | "ready" | "failed";
export type BackupDestinationKind = "folder" | "s3";

/** One daily run of the schedule: its Moscow day («2026-11-26») and the instant it is due. */
export interface BackupSlot {
  day: string;
  at: Date;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The instant `time` (Moscow) falls on Moscow day `day` (Moscow keeps UTC+3 all year). */
export function slotOf(day: string, time: string): BackupSlot {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return { day, at: new Date(midnightUtc - MOSCOW_OFFSET_MS + minutesOf(time) * 60_000) };
}

/** The Moscow day of an instant, as a key («2026-11-26»). */
export const moscowDayOf = (instant: Date): string =>
  new Date(instant.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** The latest run of a daily schedule at `time` that is due by `now` (today's, or yesterday's). */
export function latestSlot(now: Date, time: string): BackupSlot {
  const today = slotOf(moscowDayOf(now), time);
  return today.at <= now ? today : slotOf(addDays(today.day, -1), time);
}

/** The next run after `now`, for the cabinet's «Следующая копия». */
export function nextSlot(now: Date, time: string): BackupSlot {
  const today = slotOf(moscowDayOf(now), time);
  return today.at > now ? today : slotOf(addDays(today.day, 1), time);
}

/** «2026-W48»: the ISO week (Monday first) a Moscow day belongs to, for the weekly copies. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  // The week's Thursday decides its year (ISO 8601).
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * 86_400_000;
  const week = Math.floor((thursday.getTime() - firstMonday) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}
