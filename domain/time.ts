import { lazy } from "./lazy.ts";
import { MOSCOW_TIME_ZONE, type MoscowParts, moscowParts, parseServerDate } from "./moscow-date.ts";

export {
  formatMoscowDate,
  MONTH_GENITIVE_NAMES,
  MOSCOW_TIME_ZONE,
  parseServerDate,
} from "./moscow-date.ts";

const twoDigits = (value: number) => String(value).padStart(2, "0");
const shortDate = ({ day, month, year }: MoscowParts) =>
  `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`;
const clock = ({ hour, minute }: MoscowParts) => `${twoDigits(hour)}:${twoDigits(minute)}`;

const dateTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat("ru-RU", {
      timeZone: MOSCOW_TIME_ZONE,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);
const shortDateFormat = lazy(
  () =>
    new Intl.DateTimeFormat("ru-RU", {
      timeZone: MOSCOW_TIME_ZONE,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }),
);
const timeFormat = lazy(
  () =>
    new Intl.DateTimeFormat("ru-RU", {
      timeZone: MOSCOW_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/** «22.11.2026» */
export function formatMoscowShortDate(value: string | Date): string {
  const date = parseServerDate(value);
  const parts = moscowParts(date);
  return parts ? shortDate(parts) : shortDateFormat().format(date);
}

/** «22.11.2026, 14:05» */
export function formatMoscowDateTime(value: string | Date): string {
  const date = parseServerDate(value);
  const parts = moscowParts(date);
  return parts ? `${shortDate(parts)}, ${clock(parts)}` : dateTimeFormat().format(date);
}

/** «14:05» */
export function formatMoscowTime(value: string | Date): string {
  const date = parseServerDate(value);
  const parts = moscowParts(date);
  return parts ? clock(parts) : timeFormat().format(date);
}
