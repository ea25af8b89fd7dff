import { lazy } from "./lazy.ts";

/*
 * Moscow time and the long date the public pages show (a review's, an article's): apart from
 * time.ts's other formats, so a public page's script carries only this (e2e/bundle-budget.spec.ts).
 */

/** Every date on screen is Moscow time in the Russian locale (spec 1 §9). */
export const MOSCOW_TIME_ZONE = "Europe/Moscow";

/** Datetime strings without a zone are UTC (spec 1 §9); ours always carry one, old data may not. */
export function parseServerDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

/**
 * Moscow has kept UTC+3 all year since 26 October 2014, 02:00 local time (22:00 UTC on the 25th).
 * From then on a date is written by hand: the first ru-RU `Intl.DateTimeFormat` a page builds
 * loads the locale's and the zone's data, ≈ 45 ms on a desktop and four times that on a phone,
 * in the middle of hydrating the first review's or article's date (a task no slicing can cut).
 * Earlier instants (old imported data) still go through Intl, which knows the old offsets.
 * `domain.test.ts` compares both ways over years of instants.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2014, 9, 25, 22, 0, 0);
/** Moscow's offset from UTC since then (office hours count on it too). */
export const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
/** «3 декабря»: the month in the genitive, as a date is said. */
export const MONTH_GENITIVE_NAMES = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;

export interface MoscowParts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

/** The Moscow wall clock of an instant since the fixed offset, or null before it. */
export function moscowParts(date: Date): MoscowParts | null {
  const time = date.getTime();
  if (!(time >= FIXED_OFFSET_SINCE)) return null;
  const moscow = new Date(time + MOSCOW_OFFSET_MS);
  return {
    day: moscow.getUTCDate(),
    month: moscow.getUTCMonth(),
    year: moscow.getUTCFullYear(),
    hour: moscow.getUTCHours(),
    minute: moscow.getUTCMinutes(),
  };
}

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat("ru-RU", {
      timeZone: MOSCOW_TIME_ZONE,
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);
/** «22 ноября 2026 г.» */
export function formatMoscowDate(value: string | Date): string {
  const date = parseServerDate(value);
  const parts = moscowParts(date);
  if (!parts) return dateFormat().format(date);
  return `${parts.day} ${MONTH_GENITIVE_NAMES[parts.month]} ${parts.year} г.`;
}
