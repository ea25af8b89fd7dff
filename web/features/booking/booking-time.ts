import {
  MONTH_GENITIVE_NAMES,
  MOSCOW_OFFSET_MS,
  moscowParts,
  parseServerDate,
} from "../../../domain/moscow-date.ts";
import { formatMoscowTime } from "../../../domain/time.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";

/*
 * The times of a booking as a visitor reads them: Moscow time always (the firm's), and the
 * visitor's own beside it when their zone is another (issue 48 §1: «10:00 МСК, 12:00 у вас»).
 * Browser-only: the page draws these after hydration, so the server's HTML never depends on a zone.
 */

const WEEKDAYS_SHORT = ["вс", "пн", "вт", "ср", "чт", "пт", "сб"] as const;

const moscowOffsetMinutes = -MOSCOW_OFFSET_MS / 60_000;

/** The visitor's clock at that instant differs from Moscow's. */
export const visitorZoneDiffers = (value: string | Date) =>
  parseServerDate(value).getTimezoneOffset() !== moscowOffsetMinutes;

const two = (value: number) => String(value).padStart(2, "0");

/** «7 декабря» of the Moscow day. */
export function moscowDayWords(value: string | Date): string {
  const parts = moscowParts(parseServerDate(value));
  return parts ? `${parts.day} ${MONTH_GENITIVE_NAMES[parts.month]}` : "";
}

/** «пн, 7 декабря» for a day key «2026-12-07». */
export function dayKeyWords(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  return `${WEEKDAYS_SHORT[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_GENITIVE_NAMES[date.getUTCMonth()]}`;
}

/** The visitor's own «12:00», with the date when their day is not Moscow's («8 декабря 01:00»). */
function visitorTime(value: string | Date): string {
  const date = parseServerDate(value);
  const clock = `${two(date.getHours())}:${two(date.getMinutes())}`;
  const moscow = moscowParts(date);
  if (moscow && moscow.day === date.getDate()) return clock;
  return `${date.getDate()} ${MONTH_GENITIVE_NAMES[date.getMonth()]} ${clock}`;
}

/** «10:00 МСК, 12:00 у вас», or «10:00» alone where the visitor's clock is Moscow's. */
export function slotTimeWords(value: string | Date): { moscow: string; visitor: string | null } {
  return {
    moscow: formatMoscowTime(value),
    visitor: visitorZoneDiffers(value) ? `${visitorTime(value)} ${T.yours}` : null,
  };
}

/** «7 декабря в 10:00 МСК» plus «(12:00 у вас)» when the visitor's zone differs. */
export function bookingWhenWords(value: string | Date): string {
  const { moscow, visitor } = slotTimeWords(value);
  const main = `${moscowDayWords(value)} в ${moscow} ${T.moscow}`;
  return visitor ? `${main} (${visitor})` : main;
}

/** «2026-12-07»: the Moscow day of an instant, as the slots request names days. */
export function moscowDayKeyOf(value: string | Date): string {
  const parts = moscowParts(parseServerDate(value));
  if (!parts) return "";
  return `${parts.year}-${two(parts.month + 1)}-${two(parts.day)}`;
}
