import { lazy } from "./lazy.ts";

/** Every date on screen is Moscow time in the Russian locale (spec 1 §9). */
export const MOSCOW_TIME_ZONE = "Europe/Moscow";

/** Datetime strings without a zone are UTC (spec 1 §9); ours always carry one, old data may not. */
export function parseServerDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
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

/** «22 ноября 2026 г.» */
export function formatMoscowDate(value: string | Date): string {
  return dateFormat().format(parseServerDate(value));
}

/** «22.11.2026» */
export function formatMoscowShortDate(value: string | Date): string {
  return shortDateFormat().format(parseServerDate(value));
}

/** «22.11.2026, 14:05» */
export function formatMoscowDateTime(value: string | Date): string {
  return dateTimeFormat().format(parseServerDate(value));
}

/** «14:05» */
export function formatMoscowTime(value: string | Date): string {
  return timeFormat().format(parseServerDate(value));
}
