/**
 * Day keys («2026-11-26»): Moscow calendar days as the calendar and the daily figures group by
 * them. Apart from domain/time.ts, which every page's header reads: the public pages need none
 * of this.
 */
import { lazy } from "./lazy.ts";
import { MOSCOW_TIME_ZONE, parseServerDate } from "./time.ts";

// en-CA writes dates as YYYY-MM-DD.
const dayKeyFormat = lazy(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: MOSCOW_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** «2026-11-26»: the Moscow calendar day of an instant (calendars and daily figures group by it). */
export function moscowDayKey(value: string | Date): string {
  return dayKeyFormat().format(parseServerDate(value));
}

/** The day key `days` after (or before, when negative) `key`; calendar arithmetic, no zone. */
export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Month names as a calendar or a yearly table titles them (nominative). */
export const MONTH_NAMES = [
  "Январь",
  "Февраль",
  "Март",
  "Апрель",
  "Май",
  "Июнь",
  "Июль",
  "Август",
  "Сентябрь",
  "Октябрь",
  "Ноябрь",
  "Декабрь",
] as const;
