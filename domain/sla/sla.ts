/**
 * Reply-time targets and client ratings (issue 30 §4, §5): a service's first-answer time in
 * working minutes, the report's periods, the rating's scale, and their Russian texts.
 */

import { isActiveOrder } from "../chat/chat.ts";
import type { TaskStatus } from "../chat/task-status.ts";

export const FIRST_RESPONSE_DEFAULT_MINUTES = 60;
/** A week of minutes: beyond that a target says nothing. */
export const FIRST_RESPONSE_MAX_MINUTES = 10_080;

export const SLA_PERIODS = [7, 14, 30] as const;
export type SlaPeriod = (typeof SLA_PERIODS)[number];

/** The services form's check of the first-answer time (the API's schema says the same). */
export function firstResponseProblem(minutes: number): string | null {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= FIRST_RESPONSE_MAX_MINUTES
    ? null
    : SLA_TEXTS.firstResponseInvalid;
}

/**
 * An order the client may rate (issue 30 §5): accepted — by them, or when the review period ended
 * — or completed.
 */
export function isRateable(order: { status: string; task_status: string | null }): boolean {
  return order.status === "completed" || !isActiveOrder(order.task_status as TaskStatus | null);
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 1000;

/** The chat's lawyer is warned this long before a first answer falls due (issue 47 §2). */
export const FIRST_RESPONSE_WARNING_MINUTES = 10;

export const SLA_TEXTS = {
  firstResponseMinutes: "Время первого ответа, рабочих минут",
  firstResponseHint: "Сколько рабочего времени юрист отвечает на первое сообщение клиента.",
  firstResponseInvalid: `Время первого ответа — целое число минут от 1 до ${FIRST_RESPONSE_MAX_MINUTES}`,
  /** «Осталось 25 мин», «Осталось 2 ч 10 мин», «Осталось 3 дн»: the time left to the first answer. */
  timeLeft: (minutes: number) => {
    if (minutes < 60) return `Осталось ${Math.max(1, minutes)} мин`;
    if (minutes < 24 * 60) {
      const rest = minutes % 60;
      return `Осталось ${Math.floor(minutes / 60)} ч${rest ? ` ${rest} мин` : ""}`;
    }
    return `Осталось ${Math.floor(minutes / (24 * 60))} дн`;
  },
  dueAt: (time: string) => `Ответить до ${time}`,
  overdue: "Просрочено",
  answeredInTime: "Ответ вовремя",
  answeredLate: "Ответ с опозданием",
  queue: "очередь",
  // «Команда» in «Аналитика».
  teamTitle: "Команда",
  teamLead:
    "Первые ответы юристов в рабочих минутах (по часам работы из «Настроек сайта») и оценки клиентов.",
  periodLabel: "Период отчёта команды",
  teamEmpty: "За эти дни чатов с первым сообщением клиента не было.",
  teamLoadError: "Не удалось загрузить отчёт команды.",
  columns: {
    lawyer: "Юрист",
    chats: "Чатов",
    median: "Медиана, мин",
    p90: "90-й перцентиль, мин",
    met: "В срок",
    rating: "Оценка",
  },
  total: "Вся команда",
  noValue: "—",
  chartLabel: "Медиана первого ответа по юристам, рабочих минут",
  periodInvalid: "Период — 7, 14 или 30 дней",
  // The client's rating.
  rateTitle: "Оцените работу юриста",
  rateLead:
    "Оценку увидит только фирма: она помогает нам работать лучше. Публичный отзыв можно оставить отдельно.",
  rateScore: "Оценка от 1 до 5",
  rateComment: "Комментарий (необязательно)",
  rateSubmit: "Отправить оценку",
  rateLater: "Позже",
  rateButton: "Оценить работу юриста",
  rated: (score: number) => `Ваша оценка: ${score} из ${RATING_MAX}`,
  rateThanks: "Спасибо за оценку!",
  scoreInvalid: `Оценка — целое число от ${RATING_MIN} до ${RATING_MAX}`,
  commentTooLong: `Комментарий — не длиннее ${RATING_COMMENT_MAX} символов`,
  notYet: "Оценить работу можно после приёмки заказа.",
  alreadyRated: "Вы уже оценили работу по этому чату.",
  ratingOf: (avg: string, count: number) => `Оценка ${avg} (${count})`,
} as const;
