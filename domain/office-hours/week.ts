/**
 * The office hours' shape, defaults and one-line summary (issue 30 §3): apart from
 * office-hours.ts because every public page states the hours (the footer, the header), and a
 * public page's script carries only this (e2e/bundle-budget.spec.ts); the arithmetic, the
 * auto-reply's words and the day names load with the chats and the cabinet.
 */
import { MONTH_GENITIVE_NAMES, MOSCOW_OFFSET_MS } from "../moscow-date.ts";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** «пн» … «вс», in the order of WEEKDAYS. */
export const WEEKDAY_SHORT = "пн вт ср чт пт сб вс".split(" ");

/** «09:00»–«18:00»; `to` may be «24:00» (until midnight). */
export interface TimeRange {
  from: string;
  to: string;
}

export interface OfficeHours {
  /** Ranges of each weekday, in order, not overlapping; an empty day is a day off. */
  week: Record<Weekday, TimeRange[]>;
  /** Days off beyond the week («2027-01-01»), Moscow dates. */
  holidays: string[];
  /** What a client who writes out of hours reads first; the next opening follows it. */
  auto_reply: string;
}

/** The same ranges on each day of the week. */
export const everyDay = (ranges: TimeRange[]): OfficeHours["week"] =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, ranges])) as OfficeHours["week"];

const EVERY_DAY_8_TO_21: TimeRange[] = [{ from: "08:00", to: "21:00" }];

/** The spec's hours (spec 1: 8:00 to 21:00 Moscow time, 7 days a week) until the firm sets its own. */
export const OFFICE_HOURS_DEFAULTS: OfficeHours = {
  week: everyDay(EVERY_DAY_8_TO_21),
  holidays: [],
  // The next opening follows it: «… Ответим завтра с 8:00.»
  auto_reply: "Здравствуйте! Сейчас нерабочее время.",
};

/** «09:30» → 570. */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** 570 → «9:30», as a time is said («с 9:00»). */
export const timeText = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

const rangesText = (ranges: TimeRange[]) =>
  ranges.length === 0
    ? "выходной"
    : ranges.map((r) => `${timeText(minutesOf(r.from))}–${timeText(minutesOf(r.to))}`).join(", ");

/**
 * The week in one line, weekdays with the same hours together: «ежедневно 8:00–21:00» or
 * «пн–пт 9:00–18:00, сб 10:00–14:00, вс выходной».
 */
export function officeHoursText(hours: OfficeHours): string {
  const groups: { first: number; last: number; ranges: TimeRange[] }[] = [];
  WEEKDAYS.forEach((weekday, index) => {
    const ranges = hours.week[weekday];
    const last = groups.at(-1);
    if (last && JSON.stringify(last.ranges) === JSON.stringify(ranges)) last.last = index;
    else groups.push({ first: index, last: index, ranges });
  });
  if (groups.length === 1 && groups[0]) {
    return `ежедневно ${rangesText(groups[0].ranges)}`;
  }
  return groups
    .map(({ first, last, ranges }) => {
      const days =
        first === last ? WEEKDAY_SHORT[first] : `${WEEKDAY_SHORT[first]}–${WEEKDAY_SHORT[last]}`;
      return `${days} ${rangesText(ranges)}`;
    })
    .join(", ");
}

/**
 * «Сегодня выходной, 3 декабря» on a day the firm does not work (a holiday or a weekday without
 * hours), null on a working day: the header says so instead of the week's hours, which a holiday
 * does not change, while the chat says «Сейчас нерабочее время» (issue 44). Moscow keeps UTC+3
 * (moscow-date.ts). Here, not in office-hours.ts: the header is on every public page.
 */
export function dayOffText(hours: OfficeHours, at: Date): string | null {
  const wall = new Date(at.getTime() + MOSCOW_OFFSET_MS);
  const weekday = WEEKDAYS[(wall.getUTCDay() + 6) % 7] as Weekday;
  const holiday = hours.holidays.includes(wall.toISOString().slice(0, 10));
  if (!holiday && hours.week[weekday].length > 0) return null;
  return `Сегодня выходной, ${wall.getUTCDate()} ${MONTH_GENITIVE_NAMES[wall.getUTCMonth()]}`;
}
