/** Date-time form fields in Moscow time (domain/time.ts shows times; this reads them back). */
import { lazy } from "./lazy.ts";
import { MOSCOW_TIME_ZONE } from "./time.ts";

/** The value an <input type="datetime-local"> needs («2026-05-04T12:30»), in Moscow time. */
const inputParts = lazy(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: MOSCOW_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

export function toMoscowInputValue(iso: string): string {
  const parts = inputParts().formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/**
 * The instant a Moscow wall-clock value names, as ISO (UTC), or null for an incomplete value.
 * Moscow has kept UTC+3 all year round since 2014, so the offset is fixed.
 */
export function fromMoscowInputValue(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match) return null;
  const instant = new Date(`${match[1]}${match[2] ?? ":00"}+03:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
