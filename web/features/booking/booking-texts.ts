import {
  BOOKING_POLICY_DEFAULTS,
  MEETING_LINK_SHOWN_MINUTES,
} from "../../../domain/booking/booking.ts";

/** «24 часа», «1 час», «48 часов». */
function hoursWord(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return "часов";
  if (units === 1) return "час";
  return units >= 2 && units <= 4 ? "часа" : "часов";
}

/** Texts only the booking screens show; the shared ones live in domain/booking/booking.ts. */
export const BOOKING_UI_TEXTS = {
  sectionTitle: "Записаться на консультацию",
  sectionLead: (minutes: number) =>
    `Выберите формат, день и удобное время. Консультация длится ${minutes} мин.`,
  formatLabel: "Формат консультации",
  daysLabel: "День консультации",
  timesLabel: (day: string) => `Свободное время ${day}`,
  timeZoneNote: "Время московское (МСК).",
  moreDays: "Ещё дни",
  loadingSlots: "Загружаем свободное время…",
  noSlots: "Свободного времени в эти дни нет",
  slotsFailed: "Не удалось загрузить свободное время",
  chooseOther: "Выберите другое время — список обновлён.",
  moscow: "МСК",
  yours: "у вас",
  formTitle: "Запись на консультацию",
  formSummary: (when: string, format: string) => `${when}, ${format.toLowerCase()}`,
  emailHint: "Пришлём подтверждение и приглашение в календарь",
  comment: "Комментарий (необязательно)",
  commentPlaceholder: "Кратко опишите вопрос",
  submit: "Записаться",
  createFailed: "Не удалось записаться. Попробуйте ещё раз.",
  booked: "Вы записаны на консультацию",
  bookedLead: "Подтверждение придёт на email, если вы его указали.",
  holdUntil: (time: string) => `Время держится до ${time} МСК`,
  awaitingPayment: "Запись ожидает оплаты",
  openBooking: "Открыть запись",
  pay: "Оплатить",
  close: "Закрыть",
  // The booking's page.
  pageTitle: "Запись на консультацию",
  pageDescription: "Дата, время и формат вашей консультации.",
  loading: "Загружаем запись…",
  loadFailed: "Не удалось загрузить запись",
  toServices: "К услугам",
  service: "Услуга",
  when: "Дата и время",
  format: "Формат",
  lawyer: "Юрист",
  status: "Статус",
  price: "Стоимость",
  free: "Бесплатно",
  lawyerLater: "Назначается",
  toChat: "Перейти в чат",
  meeting: "Подключиться к видеовстрече",
  meetingHint: `Ссылка на видеовстречу появится здесь за ${MEETING_LINK_SHOWN_MINUTES} минут до начала.`,
  checkingPayment: "Проверяем оплату…",
  bookAgain: "Выбрать другое время",
  // Changing the booking (issue 48 §3).
  reschedule: "Перенести",
  rescheduleTitle: "Перенести запись",
  rescheduleNow: (when: string) => `Сейчас: ${when}. Выберите новый день и время.`,
  rescheduleTo: (when: string) => `Новое время: ${when}`,
  rescheduleConfirm: "Перенести на это время",
  chooseAnother: "Выбрать другое",
  rescheduleFailed: "Не удалось перенести запись. Попробуйте ещё раз.",
  rescheduleClosed: "Запись на эту услугу сейчас закрыта — перенести запись нельзя.",
  rescheduled: (when: string) => `Запись перенесена: ${when}`,
  cancel: "Отменить запись",
  cancelTitle: "Отменить запись?",
  cancelReason: "Причина (необязательно)",
  cancelRule: (
    rule: { cancel_notice_hours: number; late_refund_percent: number } = BOOKING_POLICY_DEFAULTS,
  ) =>
    `Оплаченная запись возвращается целиком, если отменить её не позднее чем за ${rule.cancel_notice_hours} ${hoursWord(rule.cancel_notice_hours)} до начала; позже — ${rule.late_refund_percent > 0 ? `${rule.late_refund_percent} % оплаты` : "без возврата"}.`,
  keep: "Не отменять",
  cancelFailed: "Не удалось отменить запись. Попробуйте ещё раз.",
  cancelled: "Запись отменена",
  refunded: (amount: string) =>
    `Возвращено ${amount} — деньги придут на карту в течение нескольких дней`,
  // Pinned at the top of the chat.
  pinnedLabel: "Записи на консультацию",
  manage: "Перенести или отменить",
} as const;
