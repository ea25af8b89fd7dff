/**
 * The court calendar of the executor cabinet (spec 3 §2 «Calendar», §3 Court event, §8, §9):
 * limits, labels, texts and the month grid, once for the server and the web.
 */
import { lazy } from "../lazy.ts";
import { MOSCOW_TIME_ZONE } from "../time.ts";

export const COURT_EVENT_TITLE_MAX = 300;
export const COURT_NAME_MAX = 300;
export const COURT_EVENT_NOTES_MAX = 5000;
/** Spec 3 §9: a day cell of the grid shows up to 3 events, then «+N еще». */
export const CALENDAR_DAY_EVENTS_SHOWN = 3;
/** The overview names the hearings of this many days ahead. */
export const UPCOMING_HEARINGS_DAYS = 7;
/** A lawyer's calendar is a few hearings a week; more than this in one list is not a calendar. */
export const COURT_EVENTS_MAX_PER_EXECUTOR = 5000;

export const COURT_EVENT_STATUS_LABELS = {
  planned: "Запланировано",
  completed: "Завершено",
} as const;

/** Monday first (spec 3 §2). */
export const WEEKDAY_SHORT_NAMES = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"] as const;
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

export const COURT_EVENT_TEXTS = {
  titleRequired: "Введите название дела",
  titleTooLong: `Название дела — не длиннее ${COURT_EVENT_TITLE_MAX} символов`,
  courtRequired: "Введите название суда",
  courtTooLong: `Название суда — не длиннее ${COURT_NAME_MAX} символов`,
  dateRequired: "Укажите дату и время заседания",
  notesTooLong: `Заметки — не длиннее ${COURT_EVENT_NOTES_MAX} символов`,
  updateShape: "Передайте всю форму события или только is_completed",
  notFound: "Событие не найдено",
  feedNotFound: "Ссылка на календарь не найдена или отозвана",
  tooMany: `В календаре уже ${COURT_EVENTS_MAX_PER_EXECUTOR} событий: удалите прошедшие`,
  // Spec 3 §8: the alerts of the calendar (the detail follows the colon).
  toggleFailed: "Ошибка при изменении статуса события",
  createFailed: "Ошибка при создании события: ",
  updateFailed: "Ошибка при обновлении события: ",
  deleteFailed: "Ошибка при удалении события: ",
  created: "Событие добавлено",
  updated: "Событие сохранено",
  deleted: "Событие удалено",
  empty: "Заседаний пока нет",
  moreEvents: (count: number) => `+${count} еще`,
  feedName: "Судебные заседания",
} as const;

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

/** «2026-11-26»: the Moscow calendar day of an instant (the grid and the list group by it). */
export function moscowDayKey(value: string | Date): string {
  return dayKeyFormat().format(typeof value === "string" ? new Date(value) : value);
}

/** A day of the month grid: its key, and whether it belongs to the month shown. */
export interface CalendarDay {
  key: string;
  day: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The weeks of a month as the grid draws them: Monday first, whole weeks, so the first and last
 * rows carry days of the months around it. `month` is 1–12.
 */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  // Calendar arithmetic in UTC: a day key names a date, not an instant, so no zone can shift it.
  const first = new Date(Date.UTC(year, month - 1, 1));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const start = new Date(first);
  start.setUTCDate(1 - mondayOffset);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((mondayOffset + daysInMonth) / 7);
  const grid: CalendarDay[][] = [];
  for (let week = 0; week < weeks; week++) {
    const row: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const date = new Date(start);
      date.setUTCDate(start.getUTCDate() + week * 7 + weekday);
      row.push({
        key: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month - 1,
      });
    }
    grid.push(row);
  }
  return grid;
}
