/**
 * The firm's office hours (issue 30 §3): ranges per weekday in Moscow time, holidays, and the
 * auto-reply a client gets out of hours. Edited in «Настройки сайта»; the footer, the chat screens,
 * the auto-reply and the reply-time targets (working minutes) all read them from here.
 *
 * Moscow keeps UTC+3 all year (since 2014, moscow-date.ts): a wall-clock time is the instant
 * three hours earlier in UTC, so the arithmetic below needs no time-zone data.
 */
import { MONTH_GENITIVE_NAMES, MOSCOW_OFFSET_MS } from "../moscow-date.ts";
import { minutesOf, type OfficeHours, timeText, WEEKDAYS, type Weekday } from "./week.ts";

// The shape, defaults and summary live in week.ts (on every public page); all of it from here.
export {
  dayOffText,
  everyDay,
  minutesOf,
  OFFICE_HOURS_DEFAULTS,
  type OfficeHours,
  officeHoursText,
  type TimeRange,
  timeText,
  WEEKDAY_SHORT,
  WEEKDAYS,
  type Weekday,
} from "./week.ts";

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Понедельник",
  tue: "Вторник",
  wed: "Среда",
  thu: "Четверг",
  fri: "Пятница",
  sat: "Суббота",
  sun: "Воскресенье",
};

/** «в понедельник»: the day a reply comes, as it is said. */
const WEEKDAY_ON: Record<Weekday, string> = {
  mon: "в понедельник",
  tue: "во вторник",
  wed: "в среду",
  thu: "в четверг",
  fri: "в пятницу",
  sat: "в субботу",
  sun: "в воскресенье",
};

export const MAX_RANGES_PER_DAY = 4;
export const MAX_HOLIDAYS = 60;
export const AUTO_REPLY_MAX_LENGTH = 500;

export const OFFICE_HOURS_TEXTS = {
  offHours: "Сейчас нерабочее время",
  moscowTime: "по московскому времени",
  nextOpening: (when: string, time: string) => `Ответим ${when} с ${time}.`,
  today: "сегодня",
  tomorrow: "завтра",
  onDate: (day: number, month: number) => `${day} ${MONTH_GENITIVE_NAMES[month]}`,
} as const;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A Moscow calendar day: its key, weekday and the instant of its midnight. */
interface MoscowDay {
  key: string;
  weekday: Weekday;
  day: number;
  month: number;
  /** UTC ms of the day's 00:00 in Moscow. */
  start: number;
}

function moscowDay(instant: number): MoscowDay {
  const wall = new Date(instant + MOSCOW_OFFSET_MS);
  const start =
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - MOSCOW_OFFSET_MS;
  const key = `${wall.getUTCFullYear()}-${String(wall.getUTCMonth() + 1).padStart(2, "0")}-${String(wall.getUTCDate()).padStart(2, "0")}`;
  // getUTCDay: 0 is Sunday.
  const weekday = WEEKDAYS[(wall.getUTCDay() + 6) % 7] as Weekday;
  return { key, weekday, day: wall.getUTCDate(), month: wall.getUTCMonth(), start };
}

/** «3 декабря 2026»: a holiday («2026-12-03») as a person reads it. */
export function holidayText(key: string): string {
  const [year, month, day] = key.split("-").map(Number);
  const name = MONTH_GENITIVE_NAMES[(month ?? 0) - 1];
  return name && day ? `${day} ${name} ${year}` : key;
}

/** The working ranges of one Moscow day in minutes from its midnight (none on a holiday). */
function rangesOf(hours: OfficeHours, day: MoscowDay): [number, number][] {
  if (hours.holidays.includes(day.key)) return [];
  return hours.week[day.weekday]
    .map((range): [number, number] => [minutesOf(range.from), minutesOf(range.to)])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The working time of one Moscow calendar day («2026-12-07») as instants (UTC ms), in order; none
 * on a day off or a holiday. Bookings (issue 48) cut their slots out of these.
 */
export function workingIntervalsOfDay(
  hours: OfficeHours,
  dayKey: string,
): { start: number; end: number }[] {
  const midnight = Date.parse(`${dayKey}T00:00:00Z`) - MOSCOW_OFFSET_MS;
  if (Number.isNaN(midnight)) return [];
  const day = moscowDay(midnight);
  return rangesOf(hours, day).map(([from, to]) => ({
    start: day.start + from * MINUTE_MS,
    end: day.start + to * MINUTE_MS,
  }));
}

/** Whether the firm is at work at this instant. */
export function isOpenAt(hours: OfficeHours, at: Date): boolean {
  const day = moscowDay(at.getTime());
  const minute = (at.getTime() - day.start) / MINUTE_MS;
  return rangesOf(hours, day).some(([from, to]) => minute >= from && minute < to);
}

/** How far ahead the next opening is looked for: a year of holidays at most. */
const LOOKAHEAD_DAYS = 400;

/** The next instant the firm opens after `at` (not counting a range already running), or null. */
export function nextOpening(hours: OfficeHours, at: Date): Date | null {
  const today = moscowDay(at.getTime());
  const minute = (at.getTime() - today.start) / MINUTE_MS;
  for (let offset = 0; offset < LOOKAHEAD_DAYS; offset++) {
    const day = offset === 0 ? today : moscowDay(today.start + offset * DAY_MINUTES * MINUTE_MS);
    for (const [from] of rangesOf(hours, day)) {
      if (offset > 0 || from > minute) return new Date(day.start + from * MINUTE_MS);
    }
  }
  return null;
}

/**
 * When the off period around `at` began: the end of the latest working range before it (null
 * when there was none within the lookahead). One auto-reply per chat and off period.
 */
export function lastClosing(hours: OfficeHours, at: Date): Date | null {
  const today = moscowDay(at.getTime());
  const minute = (at.getTime() - today.start) / MINUTE_MS;
  for (let offset = 0; offset < LOOKAHEAD_DAYS; offset++) {
    const day = offset === 0 ? today : moscowDay(today.start - offset * DAY_MINUTES * MINUTE_MS);
    const ends = rangesOf(hours, day)
      .map(([, end]) => end)
      .filter((end) => offset > 0 || end <= minute);
    const latest = Math.max(...ends);
    if (ends.length > 0) return new Date(day.start + latest * MINUTE_MS);
  }
  return null;
}

/** «Ответим в понедельник с 9:00.» — when the next working range starts, from `at`. */
export function nextOpeningText(hours: OfficeHours, at: Date): string | null {
  const opening = nextOpening(hours, at);
  if (!opening) return null;
  const today = moscowDay(at.getTime());
  const day = moscowDay(opening.getTime());
  const days = Math.round((day.start - today.start) / (DAY_MINUTES * MINUTE_MS));
  const when =
    days === 0
      ? OFFICE_HOURS_TEXTS.today
      : days === 1
        ? OFFICE_HOURS_TEXTS.tomorrow
        : days < 7
          ? WEEKDAY_ON[day.weekday]
          : OFFICE_HOURS_TEXTS.onDate(day.day, day.month);
  return OFFICE_HOURS_TEXTS.nextOpening(
    when,
    timeText((opening.getTime() - day.start) / MINUTE_MS),
  );
}

/** The auto-reply's whole text: the firm's words, then when it opens. */
export function autoReplyText(hours: OfficeHours, at: Date): string {
  const next = nextOpeningText(hours, at);
  return next ? `${hours.auto_reply.trim()} ${next}` : hours.auto_reply.trim();
}

/**
 * The minutes of working time between two instants (the reply-time targets, issue 30 §4):
 * holidays and days off count nothing.
 */
export function workingMinutesBetween(hours: OfficeHours, from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  let day = moscowDay(from.getTime());
  for (let guard = 0; day.start < to.getTime() && guard < 4000; guard++) {
    for (const [start, end] of rangesOf(hours, day)) {
      const a = Math.max(day.start + start * MINUTE_MS, from.getTime());
      const b = Math.min(day.start + end * MINUTE_MS, to.getTime());
      if (b > a) total += (b - a) / MINUTE_MS;
    }
    day = moscowDay(day.start + DAY_MINUTES * MINUTE_MS + MINUTE_MS);
  }
  return Math.round(total);
}

/** The instant `minutes` of working time after `from` (a first reply's due time), or null. */
export function addWorkingMinutes(hours: OfficeHours, from: Date, minutes: number): Date | null {
  let left = minutes;
  let day = moscowDay(from.getTime());
  for (let guard = 0; guard < LOOKAHEAD_DAYS; guard++) {
    for (const [start, end] of rangesOf(hours, day)) {
      const a = Math.max(day.start + start * MINUTE_MS, from.getTime());
      const b = day.start + end * MINUTE_MS;
      if (b <= a) continue;
      const available = (b - a) / MINUTE_MS;
      if (available >= left) return new Date(a + left * MINUTE_MS);
      left -= available;
    }
    day = moscowDay(day.start + DAY_MINUTES * MINUTE_MS + MINUTE_MS);
  }
  return null;
}
