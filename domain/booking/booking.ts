/**
 * Consultations booked at a set time (issue 48): the formats, the limits of «Запись на
 * консультацию», the hold of an unpaid booking, and the Russian texts. Shared by the server and
 * the web.
 */

import { MONTH_GENITIVE_NAMES, MOSCOW_OFFSET_MS } from "../moscow-date.ts";

export const BOOKING_FORMATS = ["phone", "video", "office"] as const;
export type BookingFormat = (typeof BOOKING_FORMATS)[number];

export const BOOKING_FORMAT_LABELS: Record<BookingFormat, string> = {
  phone: "По телефону",
  video: "Видео",
  office: "В офисе",
};

export const BOOKING_STATUSES = [
  "pending_payment",
  "confirmed",
  "held",
  "no_show",
  "cancelled",
] as const;

/** The firm's rule for cancelled paid bookings (issue 48 §3). */
export const BOOKING_POLICY_DEFAULTS = { cancel_notice_hours: 24, late_refund_percent: 0 };
export const BOOKING_POLICY_LIMITS = {
  cancelNoticeHours: { min: 0, max: 168 },
  lateRefundPercent: { min: 0, max: 100 },
} as const;
/** The most days «Записи» in the cabinet reads at once. */
export const EXECUTOR_BOOKINGS_DAYS_MAX = 62;
/** The most bookings a chat shows pinned at its top. */
export const CHAT_BOOKINGS_MAX = 20;
/** The most bookings one read of «Записи» answers (the earliest first): more than any firm books. */
export const EXECUTOR_BOOKINGS_MAX = 2000;
/** What the lawyer marks a consultation after its start. */
export const BOOKING_OUTCOMES = ["held", "no_show"] as const;

/**
 * The share of a paid booking returned when it is cancelled (issue 48 §3): all of it when the
 * firm cancels, or the client does at least `cancel_notice_hours` before the start; later, the
 * firm's `late_refund_percent`.
 */
export function refundShareOf(
  policy: { cancel_notice_hours: number; late_refund_percent: number },
  startMs: number,
  nowMs: number,
  byFirm: boolean,
): number {
  if (byFirm || startMs - nowMs >= policy.cancel_notice_hours * 3_600_000) return 100;
  return policy.late_refund_percent;
}

/** A booking's status as the client and the lawyer read it. */
export const BOOKING_STATUS_LABELS: Record<(typeof BOOKING_STATUSES)[number], string> = {
  pending_payment: "Ожидает оплаты",
  confirmed: "Подтверждена",
  held: "Состоялась",
  no_show: "Не состоялась",
  cancelled: "Отменена",
};

/** How a format is said after the time: «…в 10:00 МСК, видео». */
const FORMAT_IN_SENTENCE: Record<BookingFormat, string> = {
  phone: "по телефону",
  video: "видео",
  office: "в офисе",
};

/**
 * «Консультация 7 декабря в 10:00 МСК, видео»: the line pinned at the top of the booking's chat,
 * its calendar entry's title and its mail's subject. Moscow keeps UTC+3 all year.
 */
export function bookingHeadline(startMs: number, format: BookingFormat): string {
  const moscow = new Date(startMs + MOSCOW_OFFSET_MS);
  const time = `${String(moscow.getUTCHours()).padStart(2, "0")}:${String(moscow.getUTCMinutes()).padStart(2, "0")}`;
  const day = `${moscow.getUTCDate()} ${MONTH_GENITIVE_NAMES[moscow.getUTCMonth()]}`;
  return `Консультация ${day} в ${time} МСК, ${FORMAT_IN_SENTENCE[format]}`;
}

/** The video link is shown to both this long before the start. */
export const MEETING_LINK_SHOWN_MINUTES = 15;

/** The limits of a service's booking settings. */
export const BOOKING_LIMITS = {
  durationMinutes: { min: 15, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  minNoticeHours: { min: 0, max: 168 },
  horizonDays: { min: 1, max: 90 },
} as const;

/** What a service that never set its booking starts from in the form. */
export const BOOKING_DEFAULTS = {
  enabled: false,
  duration_minutes: 60,
  formats: ["phone", "video"] as BookingFormat[],
  buffer_minutes: 15,
  min_notice_hours: 2,
  horizon_days: 30,
};

/** A booking's name and comment, as the guest contact form limits them. */
export const BOOKING_NAME_MAX = 100;
export const BOOKING_COMMENT_MAX = 1000;

/** The most days one slots request covers. */
export const SLOTS_DAYS_MAX = 31;
/** An unpaid booking holds its slot this long. */
export const BOOKING_HOLD_MINUTES = 15;
/**
 * A bank transfer takes up to a working day and is confirmed by the lawyer by hand, so a booking
 * paid that way is held longer: up to three days, and never closer than a day to its start (the
 * lawyer must know by then whether the consultation happens). A start under two days away leaves
 * less than a day to pay, so it is paid online only.
 */
export const TRANSFER_HOLD_HOURS_MAX = 72;
export const TRANSFER_HOLD_ENDS_BEFORE_START_HOURS = 24;
export const TRANSFER_HOLD_HOURS_MIN = 24;

/** When a transfer's hold of a booking chosen now would end; null: too close to pay so. */
export function transferHoldEnd(startMs: number, nowMs: number): number | null {
  const end = Math.min(
    nowMs + TRANSFER_HOLD_HOURS_MAX * 3_600_000,
    startMs - TRANSFER_HOLD_ENDS_BEFORE_START_HOURS * 3_600_000,
  );
  return end - nowMs >= TRANSFER_HOLD_HOURS_MIN * 3_600_000 ? end : null;
}

/** The cancel reason of a hold that ran out unpaid (money may still come for it late). */
export const HOLD_EXPIRED = "hold_expired";
/**
 * A court hearing has a start only (the calendar keeps no end): a lawyer is taken this long from
 * it, the road there and back included.
 */
export const HEARING_BUSY_MINUTES = 180;

export const BOOKING_TEXTS = {
  notBookable: "Запись на эту услугу не открыта",
  slotTaken: "Это время уже заняли",
  settingsInvalid: {
    duration: `Длительность — от ${BOOKING_LIMITS.durationMinutes.min} до ${BOOKING_LIMITS.durationMinutes.max} минут`,
    buffer: `Перерыв между записями — от ${BOOKING_LIMITS.bufferMinutes.min} до ${BOOKING_LIMITS.bufferMinutes.max} минут`,
    minNotice: `Запись не позднее чем за ${BOOKING_LIMITS.minNoticeHours.min}–${BOOKING_LIMITS.minNoticeHours.max} часов`,
    horizon: `Запись вперёд — от ${BOOKING_LIMITS.horizonDays.min} до ${BOOKING_LIMITS.horizonDays.max} дней`,
    formats: "Выберите хотя бы один формат консультации",
  },
  dateInvalid: "Дата — в формате ГГГГ-ММ-ДД",
  startInvalid: "Время записи — дата и время со смещением, например 2026-12-07T10:00:00+03:00",
  formatNotOffered: "Такой формат консультации по этой услуге недоступен",
  nameRequired: "Укажите имя",
  phoneRequired: "Укажите телефон",
  commentTooLong: `Комментарий — не длиннее ${BOOKING_COMMENT_MAX} символов`,
  consentRequired: "Необходимо согласиться с офертой и политикой обработки ПД",
  staffCannotBook: "Записаться на консультацию может клиент или гость",
  notFound: "Запись не найдена",
  daysInvalid: `Можно запросить от 1 до ${SLOTS_DAYS_MAX} дней`,
  holdExpired: "Время брони истекло — выберите время заново",
  alreadyPaid: "Запись уже оплачена",
  notPayable: "Эту запись не нужно оплачивать",
  beingPaid: "Запись уже оплачивается — дождитесь результата или попробуйте через минуту",
  tokenRequired: "Откройте запись по ссылке из письма",
  transferTooLate: `Переводом можно оплатить запись, до которой больше ${TRANSFER_HOLD_ENDS_BEFORE_START_HOURS + TRANSFER_HOLD_HOURS_MIN} часов. Оплатите картой или через СБП.`,
  transferNotOffered: "Оплата переводом не настроена — оплатите картой или через СБП",
  transferAlreadyChosen:
    "Оплата переводом уже выбрана — юрист подтвердит запись, когда деньги придут",
  transferExpiredLine: (headline: string) =>
    `Оплата не подтверждена вовремя — время освобождено (${headline}). Если деньги уже отправлены, напишите сюда: юрист предложит другое время или вернёт их.`,
  /** The pay window's transfer for a booking, and the booking's page while it waits. */
  transferLead: (until: string) =>
    `Время будет держаться до ${until} МСК. Переведите сумму по реквизитам и пришлите чек в чат записи — юрист подтвердит запись, когда деньги придут.`,
  transferChoose: "Оплачу переводом",
  transferFailed: "Не удалось выбрать оплату переводом. Попробуйте ещё раз.",
  awaitingTransferTitle: "Ждём перевод",
  awaitingTransfer: (until: string) =>
    `Время держится до ${until} МСК. Пришлите чек в чат записи — юрист подтвердит запись, когда деньги придут. Можно оплатить и картой или через СБП.`,
  transferStatus: "Ждёт перевода",
  confirmTransfer: "Подтвердить оплату",
  transferConfirmed: "Оплата подтверждена — клиенту ушло приглашение",
  notAwaitingTransfer: "Эта запись не ждёт оплаты переводом",
  /** The chat's system line when the client chose to pay by transfer. */
  transferLine: (headline: string, until: string) =>
    `Запись ждёт оплаты переводом: ${headline}. Время держится до ${until} МСК; пришлите сюда чек — юрист подтвердит запись, когда деньги придут.`,
  /** The chat's system line when money came after the slot was taken by someone else. */
  paidTooLate: (headline: string) =>
    `Оплата пришла, когда время уже заняли (${headline}). Юрист предложит другое время или вернёт деньги.`,
  pinned: (headline: string) => `Запись: ${headline}`,
  movedLine: (headline: string) => `Запись перенесена: ${headline}`,
  cancelledLine: (headline: string) => `Запись отменена: ${headline}`,
  notChangeable: "Эту запись уже нельзя изменить",
  startPassed: "Консультация уже началась — изменить запись нельзя",
  sameStart: "Запись уже на это время",
  outcomeTooEarly: "Отметить консультацию можно после её начала",
  outcomeInvalid: "Отметка — «Состоялась» (held) или «Не состоялась» (no_show)",
  reasonTooLong: "Причина — не длиннее 500 символов",
  rangeInvalid: `Период — от from до to (ГГГГ-ММ-ДД), не больше ${EXECUTOR_BOOKINGS_DAYS_MAX} дней`,
  policyInvalid: {
    notice: `Бесплатная отмена — от ${BOOKING_POLICY_LIMITS.cancelNoticeHours.min} до ${BOOKING_POLICY_LIMITS.cancelNoticeHours.max} часов до начала`,
    percent: "Возврат при поздней отмене — от 0 до 100 %",
  },
  lawyerInvalid: "Юрист — номер сотрудника (lawyer_id)",
  policyTitle: "Отмена записи на консультацию",
  refundReason: (headline: string) => `Отмена записи: ${headline}`,
  invitationPhone: (phone: string) => `По телефону: юрист позвонит на ${phone}`,
  invitationVideo: `Видео: ссылка появится на странице записи за ${MEETING_LINK_SHOWN_MINUTES} минут до начала`,
  invitationLawyer: (name: string) => `Юрист: ${name}`,
  invitationManage: (url: string) => `Перенести или отменить: ${url}`,
} as const;
