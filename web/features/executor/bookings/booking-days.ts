import { addDays, moscowDayKey } from "../../../../domain/day-keys.ts";
import { MONTH_GENITIVE_NAMES } from "../../../../domain/moscow-date.ts";

export type BookingsView = "day" | "week";

const WEEKDAY_SHORT = ["вс", "пн", "вт", "ср", "чт", "пт", "сб"];

/** Today's Moscow day («2026-12-07»). */
export const moscowToday = () => moscowDayKey(new Date());

/** The Monday of the Moscow week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days shown: the day itself, or its Monday-to-Sunday week. */
export function periodOf(view: BookingsView, anchor: string): { from: string; to: string } {
  if (view === "day") return { from: anchor, to: anchor };
  const from = mondayOf(anchor);
  return { from, to: addDays(from, 6) };
}

/** «пн, 7 декабря». */
export function dayTitle(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAY_SHORT[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_GENITIVE_NAMES[date.getUTCMonth()]}`;
}

/** «10:00» of an instant with +03:00 («2026-12-07T10:00:00+03:00»), else of any instant in Moscow. */
export function moscowClock(value: string): string {
  if (value.endsWith("+03:00")) return value.slice(11, 16);
  const moscow = new Date(Date.parse(value) + 3 * 3_600_000);
  return moscow.toISOString().slice(11, 16);
}

/** The Moscow day of an instant. */
export const dayOf = (value: string) => moscowDayKey(value);
