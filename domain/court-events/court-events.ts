/**
 * The court calendar of the executor cabinet (spec 3 §2 «Calendar», §3 Court event, §8, §9):
 * limits, labels, texts and the month grid, once for the server and the web.
 */
import { plural } from "../archive/archive.ts";
import { MONTH_NAMES } from "../day-keys.ts";
import { MONTH_GENITIVE_NAMES } from "../time.ts";

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
  inProgress: "В процессе",
  completed: "Завершено",
} as const;
export type CourtEventStatus = keyof typeof COURT_EVENT_STATUS_LABELS;

/**
 * Spec 3 §4: a planned hearing reads «Запланировано» until its time comes, then «В процессе»
 * until the lawyer marks it completed; the toggle still moves between planned and completed only.
 */
export function courtEventStatus(
  event: { date: string; is_completed: boolean },
  now: Date,
): CourtEventStatus {
  if (event.is_completed) return "completed";
  return Date.parse(event.date) <= now.getTime() ? "inProgress" : "planned";
}

/** Monday first (spec 3 §2). */
export const WEEKDAY_SHORT_NAMES = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"] as const;

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

/** Monday first, as the grid's columns (their full names for screen readers). */
export const WEEKDAY_NAMES = [
  "понедельник",
  "вторник",
  "среда",
  "четверг",
  "пятница",
  "суббота",
  "воскресенье",
] as const;

/** The year, month (1–12) and day a day key names. */
export function dayKeyParts(key: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = key.split("-").map(Number);
  return { year, month, day };
}

/** «3 декабря» */
export function dayKeyShortLabel(key: string): string {
  const { month, day } = dayKeyParts(key);
  return `${day} ${MONTH_GENITIVE_NAMES[month - 1]}`;
}

/** «Четверг, 3 декабря 2026» */
export function dayKeyLongLabel(key: string): string {
  const { year, month, day } = dayKeyParts(key);
  const weekday = WEEKDAY_NAMES[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
  const name = `${weekday}, ${day} ${MONTH_GENITIVE_NAMES[month - 1]} ${year}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Why a field of the add and edit form is refused, or null (the server says the same). */
function textProblem(value: string, max: number, required: string, tooLong: string) {
  const trimmed = value.trim();
  if (trimmed.length === 0) return required;
  return trimmed.length > max ? tooLong : null;
}
export const courtEventTitleProblem = (value: string) =>
  textProblem(
    value,
    COURT_EVENT_TITLE_MAX,
    COURT_EVENT_TEXTS.titleRequired,
    COURT_EVENT_TEXTS.titleTooLong,
  );
export const courtNameProblem = (value: string) =>
  textProblem(
    value,
    COURT_NAME_MAX,
    COURT_EVENT_TEXTS.courtRequired,
    COURT_EVENT_TEXTS.courtTooLong,
  );
export const courtEventNotesProblem = (value: string) =>
  value.trim().length > COURT_EVENT_NOTES_MAX ? COURT_EVENT_TEXTS.notesTooLong : null;

const hearings = (count: number) =>
  `${count} ${plural(count, "заседание", "заседания", "заседаний")}`;

/** What the calendar tab and the overview's «Ближайшие заседания» show (spec 3 §2 «Calendar»). */
export const COURT_CALENDAR_TEXTS = {
  lead: "Судебные заседания по делам: месяц целиком, список по датам, экспорт и подписка для телефона.",
  loading: "Загрузка календаря...",
  loadFailed: "Не удалось загрузить заседания",
  add: "Добавить заседание",
  // The month grid
  monthTitle: (month: number, year: number) => `${MONTH_NAMES[month - 1]} ${year}`,
  previousMonth: "Предыдущий месяц",
  nextMonth: "Следующий месяц",
  today: "Сегодня",
  gridLabel: (month: number, year: number) => `Заседания: ${MONTH_NAMES[month - 1]} ${year}`,
  hearings,
  /** A day cell's accessible name: «3 декабря: 2 заседания». */
  dayCell: (key: string, count: number, isToday: boolean) =>
    `${dayKeyShortLabel(key)}${isToday ? ", сегодня" : ""}: ${count === 0 ? "заседаний нет" : hearings(count)}`,
  // The day's dialog
  dayTitle: (key: string) => dayKeyLongLabel(key),
  dayEmpty: "В этот день заседаний нет",
  addForDay: "Добавить на этот день",
  // One hearing
  moscowTime: (time: string) => `${time} МСК`,
  markCompleted: "Отметить завершённым",
  markPlanned: "Вернуть в запланированные",
  markCompletedOf: (title: string) => `Отметить завершённым: ${title}`,
  markPlannedOf: (title: string) => `Вернуть в запланированные: ${title}`,
  edit: "Изменить",
  editOf: (title: string) => `Изменить заседание: ${title}`,
  delete: "Удалить",
  deleteOf: (title: string) => `Удалить заседание: ${title}`,
  deleteTitle: "Удалить заседание?",
  deleteText: (title: string, when: string) =>
    `Заседание «${title}» (${when}) будет удалено из календаря. Вернуть его будет нельзя.`,
  // The list under the grid
  upcomingTitle: "Предстоящие заседания",
  pastTitle: "Прошедшие заседания",
  upcomingNone: "Предстоящих заседаний нет",
  showMorePast: (count: number) => `Показать ещё прошедшие (${count})`,
  // The form
  createTitle: "Новое заседание",
  editTitle: "Изменить заседание",
  titleLabel: "Название дела",
  courtLabel: "Суд",
  dateLabel: "Дата и время",
  dateHint: "По московскому времени",
  notesLabel: "Что нужно сделать",
  create: "Добавить",
  save: "Сохранить",
  // Export and the phone's subscription
  exportIcs: "Экспорт .ics",
  exportFileName: "заседания.ics",
  exportFailed: "Не удалось скачать календарь: ",
  feedTitle: "Подписка для календаря телефона",
  feedLead:
    "Календарь телефона (Google, Apple, Outlook) сам получает заседания по секретной ссылке и напоминает о каждом за день.",
  feedCreate: "Создать ссылку",
  feedCreateAgain: "Создать новую ссылку",
  feedRevoke: "Отозвать ссылку",
  feedUrlLabel: "Ссылка для подписки",
  feedShownOnce:
    "Ссылка показана только сейчас: сайт хранит не её саму, а лишь отпечаток, и показать её снова не сможет. Скопируйте её и добавьте в календарь телефона как подписку.",
  feedReplaces: "Новая ссылка отменяет прежнюю: подписка по старой ссылке перестанет работать.",
  feedCopy: "Копировать ссылку",
  feedCopied: "Ссылка скопирована",
  feedCreated: "Ссылка для подписки создана",
  feedCreateFailed: "Не удалось создать ссылку: ",
  feedRevokeTitle: "Отозвать ссылку?",
  feedRevokeText:
    "Календари, подписанные по ссылке, перестанут получать заседания. Новую ссылку можно будет создать в любой момент.",
  feedRevoked: "Ссылка отозвана",
  feedRevokeFailed: "Не удалось отозвать ссылку: ",
  // The overview
  upcomingSoonTitle: "Ближайшие заседания",
  upcomingSoonEmpty: `На ближайшие ${UPCOMING_HEARINGS_DAYS} дней заседаний нет.`,
  upcomingSoonLoadFailed: "Не удалось загрузить ближайшие заседания",
  tomorrowReminder: (title: string) => `Завтра заседание: ${title}`,
  openCalendar: "Открыть календарь",
} as const;
