/**
 * What a booking's client is told (issue 48 §2–§3): the confirmation, a change, a cancellation
 * and the reminders, by mail (with the calendar invitation) and by SMS. One place for the texts.
 */
import { MEETING_LINK_SHOWN_MINUTES } from "./booking.ts";

export type BookingNoticeKind =
  | "confirmed"
  | "awaiting_transfer"
  | "moved"
  | "cancelled"
  | "day_before"
  | "hour_before";

export const BOOKING_MAIL_SUBJECTS: Record<BookingNoticeKind, (headline: string) => string> = {
  confirmed: (headline) => `Запись подтверждена: ${headline}`,
  awaiting_transfer: (headline) => `Запись ждёт оплаты переводом: ${headline}`,
  moved: (headline) => `Запись перенесена: ${headline}`,
  cancelled: (headline) => `Запись отменена: ${headline}`,
  day_before: (headline) => `Напоминание: завтра — ${headline}`,
  hour_before: (headline) => `Через час — ${headline}`,
};

export const BOOKING_MAIL_TEXTS = {
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  lead: {
    confirmed: "Вы записаны на консультацию.",
    awaiting_transfer:
      "Вы выбрали оплату переводом. Реквизиты и срок оплаты — на странице записи; чек пришлите в чат записи. Юрист подтвердит запись, когда деньги придут.",
    moved: "Время консультации изменилось.",
    cancelled: "Запись на консультацию отменена.",
    day_before: "Напоминаем о консультации завтра.",
    hour_before: "Напоминаем: консультация через час.",
  } satisfies Record<BookingNoticeKind, string>,
  service: (title: string) => `Услуга: ${title}`,
  lawyer: (name: string) => `Юрист: ${name}`,
  phone: (phone: string) => `Юрист позвонит вам на ${phone}.`,
  video: `Ссылка на видеовстречу появится на странице записи и в чате за ${MEETING_LINK_SHOWN_MINUTES} минут до начала.`,
  office: (address: string | null) =>
    address ? `Ждём вас в офисе: ${address}.` : "Консультация в офисе фирмы.",
  calendar: "Приглашение для календаря — во вложении (invite.ics).",
  questions: "Вопросы и документы можно отправить юристу в чате записи.",
  action: "Открыть запись",
  manageHint: "На странице записи её можно перенести или отменить.",
} as const;

/** The SMS of a confirmation and of the hour-before reminder: short, with the firm's name. */
export const BOOKING_SMS_TEXTS = {
  confirmed: (headline: string, site: string) => `${site}: запись подтверждена. ${headline}.`,
  hour_before: (headline: string, site: string) => `${site}: через час — ${headline}.`,
} as const;
