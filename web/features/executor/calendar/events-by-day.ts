import { dayKeyParts } from "../../../../domain/court-events/court-events.ts";
import { addDays, moscowDayKey } from "../../../../domain/day-keys.ts";
import type { CourtEvent } from "../../../api/court-events.ts";

/** The hearings of each Moscow day, each day's in the server's order (by time). */
export function eventsByDay(events: readonly CourtEvent[]): Map<string, CourtEvent[]> {
  const days = new Map<string, CourtEvent[]>();
  for (const event of events) {
    const key = moscowDayKey(event.date);
    const day = days.get(key);
    if (day) day.push(event);
    else days.set(key, [event]);
  }
  return days;
}

/** Today and tomorrow as Moscow day keys (the grid marks one, the overview reminds of the other). */
export function moscowToday(now = new Date()): { today: string; tomorrow: string } {
  const today = moscowDayKey(now);
  return { today, tomorrow: addDays(today, 1) };
}

/** A month shown by the grid. */
export interface MonthRef {
  year: number;
  /** 1–12 */
  month: number;
}

export function monthOfKey(key: string): MonthRef {
  const { year, month } = dayKeyParts(key);
  return { year, month };
}

export function addMonths({ year, month }: MonthRef, step: number): MonthRef {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
