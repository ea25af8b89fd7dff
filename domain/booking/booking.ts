/**
 * Consultations booked at a set time (issue 48): the formats, the limits of «Запись на
 * консультацию», the hold of an unpaid booking, and the Russian texts. Shared by the server and
 * the web.
 */

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
} as const;
