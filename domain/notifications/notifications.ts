/**
 * The notification centre and the mail it goes with (issue 14): every event a person hears of,
 * whom it is for, the mail category that switches its mail off, and its texts. The bell shows the
 * same events as the mail, whatever the mail settings.
 */
import type { MailCategory } from "../mail/mail.ts";
import { formatKopecks } from "../money.ts";

export const NOTIFICATION_KINDS = [
  "executor_message",
  "documents_ready",
  "payment_request",
  "review_deadline",
  "new_chat",
  "client_message",
  "payment_received",
  "review_submitted",
  "hearing_tomorrow",
  /**
   * A chat's first answer is past its reply-time target (issue 30 §4): the administrators and the
   * chat's lawyer, once.
   */
  "first_response_overdue",
  /** The target is 10 minutes away (issue 47 §2): the chat's lawyer (the queue's: every one), once. */
  "first_response_due_soon",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which mail category each event's mail belongs to (and so which switch stops it). */
export const NOTIFICATION_MAIL_CATEGORY: Record<NotificationKind, MailCategory> = {
  executor_message: "messages",
  documents_ready: "documents",
  payment_request: "payment_requests",
  review_deadline: "review_deadline",
  new_chat: "new_chats",
  client_message: "client_messages",
  payment_received: "payments",
  review_submitted: "reviews",
  hearing_tomorrow: "hearings",
  first_response_overdue: "client_messages",
  first_response_due_soon: "client_messages",
};

/**
 * Events about messages gather: while the person has not opened the bell, a new message in the
 * same chat updates the unread notification instead of adding one per message.
 */
export const GATHERED_KINDS: ReadonlySet<NotificationKind> = new Set([
  "executor_message",
  "client_message",
]);

/** The client is reminded this long before their documents are accepted on their behalf. */
export const REVIEW_REMINDER_HOURS = 12;

/** The bell lists this many; the full list pages by this size too. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Read notifications older than this are removed by the maintenance job. */
export const NOTIFICATION_KEEP_DAYS = 90;

const quoted = (title: string) => `«${title}»`;

/** The title and line of each event, in the bell and as the mail's subject and first line. */
export const NOTIFICATION_TEXTS = {
  executorMessage: (service: string, count: number) => ({
    title: count > 1 ? `Новые сообщения от юриста (${count})` : "Новое сообщение от юриста",
    body: `Чат ${quoted(service)}`,
  }),
  documentsReady: (service: string) => ({
    title: "Документы готовы",
    body: `Юрист подготовил документы по заказу ${quoted(service)}. Проверьте их и примите работу или попросите доработку.`,
  }),
  paymentRequest: (service: string, kopecks: number) => ({
    title: `Запрос оплаты: ${formatKopecks(kopecks)}`,
    body: `Юрист выставил счёт в чате ${quoted(service)}.`,
  }),
  reviewDeadline: (service: string, deadline: string) => ({
    title: "Осталось 12 часов на проверку документов",
    body: `Документы по заказу ${quoted(service)} будут приняты автоматически ${deadline}, если вы не попросите доработку.`,
  }),
  chatAssigned: (service: string, client: string) => ({
    title: "Вам передан чат",
    body: `${client} — ${quoted(service)}`,
  }),
  firstResponseDueSoon: (service: string, minutes: number) => ({
    title: `Через ${minutes} минут истекает срок первого ответа`,
    body: `${quoted(service)}: клиент ждёт ответа.`,
  }),
  firstResponseOverdue: (service: string, lawyer: string) => ({
    title: "Первый ответ просрочен",
    body: `${quoted(service)}: ${lawyer} ещё не ответил клиенту, срок первого ответа прошёл.`,
  }),
  newChat: (service: string, client: string) => ({
    title: "Новое обращение",
    body: `${client} — ${quoted(service)}`,
  }),
  clientMessage: (service: string, client: string, count: number) => ({
    title: count > 1 ? `Новые сообщения клиента (${count})` : "Новое сообщение клиента",
    body: `${client} — ${quoted(service)}`,
  }),
  paymentReceived: (kopecks: number, what: string) => ({
    title: `Новая оплата: ${formatKopecks(kopecks)}`,
    body: what,
  }),
  reviewSubmitted: (rating: number) => ({
    title: "Новый отзыв на модерации",
    body: `Оценка ${rating} из 5. Отзыв появится на сайте после проверки.`,
  }),
  hearingTomorrow: (title: string, court: string, time: string) => ({
    title: `Завтра заседание в ${time}`,
    body: `${title} — ${court}`,
  }),
} as const;

/** Texts of the mail that goes with an event (the title and body above come first). */
export const NOTIFICATION_MAIL_TEXTS = {
  greeting: (name: string | null) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
  quote: (preview: string) => `«${preview}»`,
  openChat: "Открыть чат",
  openCabinet: "Открыть кабинет",
  unsubscribe: "Не присылать такие письма",
} as const;

/** The bell and the notification list. */
export const NOTIFICATION_CENTRE_TEXTS = {
  bell: (unread: number) => (unread > 0 ? `Уведомления: непрочитанных ${unread}` : "Уведомления"),
  title: "Уведомления",
  empty: "Уведомлений пока нет. Здесь появятся новые сообщения, оплаты и напоминания.",
  loadFailed: "Не удалось загрузить уведомления",
  retry: "Повторить",
  showAll: "Все уведомления",
  more: "Показать ещё",
  markedRead: "Все уведомления прочитаны",
  unreadLabel: "Новое",
  mailSettings: "Письма на e-mail",
  tab: "Уведомления",
} as const;
