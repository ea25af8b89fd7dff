/**
 * Chat rules and texts shared by the server and both sides of the UI (spec 1 §4–§9, spec 2 §2–§8,
 * spec 3 §2–§9). The task status machine lives in task-status.ts; attachment limits in files.ts.
 */
import { PHONE_TEXTS } from "../contacts/phone.ts";
import type { TaskStatus } from "./task-status.ts";

/** A guest chat, its messages and its files are deleted this long after creation. */
export const GUEST_CHAT_LIFETIME_HOURS = 24;

/**
 * A guest chat that was paid for is kept at least this long after the payment and after its
 * documents became ready (issue 28): the money bought documents the guest must get to download.
 */
export const PAID_GUEST_CHAT_KEEP_DAYS = 7;

/** Money arrived for the chat: its guest chat is kept (PAID_GUEST_CHAT_KEEP_DAYS). */
export const MONEY_RECEIVED_STATUSES: readonly string[] = ["paid", "partial_paid"];

/** Polling used only while the push channel is down (spec 1 §9, spec 3 §9). */
export const POLL_INTERVALS_MS = {
  guestChat: 3_000,
  chatList: 10_000,
  unreadCount: 30_000,
  dashboardStats: 30_000,
} as const;

/** Spec 2 §4: wait this long after a send before reloading the messages. */
export const RELOAD_AFTER_SEND_MS = 500;

export const MESSAGE_MAX_LENGTH = 10_000;

export const SESSION_STATUSES = ["active", "waiting_payment", "paid", "completed"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  active: "Активен",
  waiting_payment: "Ожидает оплаты",
  paid: "Оплачен",
  completed: "Завершён",
};

export const PAYMENT_STATUSES = [
  "not_paid",
  "partial_paid",
  "paid",
  "overdue",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The executor's payment mark on a chat (spec 3 §4), set by «Статус оплаты» or a payment. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  not_paid: "Не оплачено",
  partial_paid: "Частично оплачено",
  paid: "Оплачено",
  overdue: "Оплата просрочена",
  refunded: "Возврат",
};

/**
 * The chat's status when the executor asks for payment or its payment mark changes (spec 3 §4):
 * a completed chat stays completed; a request makes it wait; «paid» pays it; a mark that takes
 * the payment back makes a paid chat wait again; a refund leaves the status as it is.
 */
export function sessionStatusFor(
  current: SessionStatus,
  change: "requested" | PaymentStatus,
): SessionStatus {
  if (current === "completed") return current;
  if (change === "requested") return "waiting_payment";
  if (change === "paid") return "paid";
  if (change === "refunded") return current;
  return current === "paid" ? "waiting_payment" : current;
}

export const SENDER_TYPES = ["client", "executor", "system"] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

/** `auto_reply`: the out-of-hours answer (issue 30 §3), written by the system. */
export const MESSAGE_TYPES = ["text", "file", "payment_request", "system", "auto_reply"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Executor chat-list filters (spec 3 §4). */
export const CHAT_FILTERS = ["all", "active", "unread", "completed"] as const;

/** The longest name a guest may leave in the contact form. */
export const GUEST_NAME_MAX = 200;

/**
 * Chat lists come a page at a time, newest activity first (issue 15 §2: no unbounded lists).
 * The executor's list shows 50 and «Показать ещё»; a client's dashboard reads its orders whole
 * (a person's own history), up to the maximum.
 */
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 500;
/**
 * GET /api/documents (the files of every chat a person sees) comes in pages of up to this many,
 * the newest first: the size it was capped at before it was paged, so the client's «Готовые
 * документы» and its counter read the same first page as before.
 */
export const DOCUMENTS_PAGE_SIZE = 1000;
export type ChatFilter = (typeof CHAT_FILTERS)[number];
export const CHAT_FILTER_LABELS: Record<ChatFilter, string> = {
  all: "Все",
  active: "Активные",
  unread: "Непрочитанные",
  completed: "Завершённые",
};
export const ACTIVE_TASK_STATUSES = ["new", "in_progress", "documents_ready"] as const;
export const COMPLETED_TASK_STATUSES = ["completed", "accepted"] as const;

/**
 * Spec 2 §2: on /chat/… the executor gets «Создать новый чат» when the task is missing or past
 * new, in_progress and documents_ready. New chats are the client's to open, so it only explains.
 */
export function offersNewChat(taskStatus: TaskStatus | null): boolean {
  return (
    taskStatus === null || !(ACTIVE_TASK_STATUSES as readonly TaskStatus[]).includes(taskStatus)
  );
}

/**
 * A client's order still needs someone's attention: anything not yet accepted or completed,
 * including a revision, an overdue task and an old session without a status (spec 2 §4 counts
 * «absent» as active). Wider than the executor's «Активные» filter on purpose.
 */
export function isActiveOrder(taskStatus: TaskStatus | null): boolean {
  return (
    taskStatus === null || !(COMPLETED_TASK_STATUSES as readonly TaskStatus[]).includes(taskStatus)
  );
}

/** Guest contact form (spec 1 §3). */
export const CONTACT_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  any: "В любое время",
  morning: "Утром (9:00–12:00)",
  afternoon: "Днём (12:00–17:00)",
  evening: "Вечером (17:00–21:00)",
};
export const COMMUNICATION_METHODS = ["phone", "whatsapp", "telegram", "email", "chat"] as const;
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];
export const COMMUNICATION_METHOD_LABELS: Record<CommunicationMethod, string> = {
  phone: "Телефонный звонок",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  email: "Электронная почта",
  chat: "Чат на сайте",
};

/** The quick anonymous form picks one way to be reached. */
export const QUICK_CONTACT_METHODS = ["phone", "email"] as const;
export type QuickContactMethod = (typeof QUICK_CONTACT_METHODS)[number];

/** The quick form's service id and the business ids of spec 1 §7 (kept apart, free of texts). */
export {
  BUSINESS_CONSULTATION_SERVICE_ID,
  BUSINESS_TARIFF_PREFIX,
  businessTariffServiceId,
  planOfServiceId,
  QUICK_QUESTION_SERVICE_ID,
} from "./chat-service-ids.ts";

/** «Анонимный пользователь (телефон)»: the guest name of a quick-form chat (spec 1 §5). */
export function anonymousGuestName(method: QuickContactMethod): string {
  return `Анонимный пользователь (${method === "phone" ? "телефон" : "email"})`;
}

export const CHAT_TEXTS = {
  // Guests (spec 1 §5, §8)
  guestNameAndPhoneRequired: "Пожалуйста, заполните имя и телефон",
  consentRequired: "Необходимо согласиться с офертой и политикой обработки ПД",
  quickPhoneRequired: "Пожалуйста, заполните телефон",
  quickEmailRequired: "Пожалуйста, заполните email",
  quickQuestionRequired: "Пожалуйста, опишите ваш вопрос",
  phoneInvalid: PHONE_TEXTS.invalid,
  emailInvalid: "Пожалуйста, введите корректный email адрес",
  guestChatCreateFailed: "Ошибка создания чата. Попробуйте еще раз.",
  anonymousChatCreateFailed: "Ошибка создания анонимного чата. Попробуйте еще раз.",
  guestChatNotFound: "Чат не найден или недоступен",
  guestSendFailed: "Ошибка отправки сообщения. Попробуйте еще раз.",
  guestDeletionWarning: `Гостевой чат и все файлы будут удалены через ${GUEST_CHAT_LIFETIME_HOURS} часа после создания.`,
  guestRegisterHint:
    "Зарегистрируйтесь, чтобы переписка и документы сохранились в личном кабинете.",
  quickQuestionTitle: "Вопрос юристу",
  businessConsultationTitle: "Консультация по юридическому обслуживанию бизнеса",
  businessTariffTitle: (tariffName: string) =>
    `Юридическое обслуживание бизнеса: тариф «${tariffName}»`,
  // Shared chat (spec 2 §5, §8; spec 3 §8)
  messageEmpty: "Введите сообщение или прикрепите файл",
  messageTooLong: `Сообщение длиннее ${MESSAGE_MAX_LENGTH} символов`,
  sendFailed: "Ошибка отправки сообщения",
  chatLoadFailed: "Ошибка загрузки чата",
  chatUnavailable: "Чат недоступен",
  chatCreateFailed: "Ошибка создания чата. Попробуйте еще раз.",
  sessionNotFound: "Чат не найден",
  serviceNotFound: "Услуга не найдена",
  planNotFound: "Тариф не найден",
  clientOnly: "Это действие доступно только клиенту",
  // Accept and revision (spec 2 §4, §8)
  acceptConfirmTitle: "Принятие заказа",
  acceptConfirmText:
    "Вы подтверждаете, что документы вас устраивают? После принятия заказ будет считаться выполненным.",
  acceptSuccess: "Заказ принят! Спасибо за использование наших услуг.",
  acceptFailed: (detail: string) => `Ошибка при принятии заказа: ${detail}`,
  revisionConfirmTitle: "Запрос доработки",
  revisionConfirmText: "Отправить документы исполнителю на доработку?",
  revisionSuccess: "Запрос на доработку отправлен исполнителю.",
  revisionFailed: (detail: string) => `Ошибка при запросе доработки: ${detail}`,
  // Executor (spec 3 §8)
  startTaskSuccess: "Задача взята в работу",
  startTaskFailed: "Ошибка при взятии задачи в работу",
  documentsReadySuccess: "Документы отмечены как готовые (клиент уведомлён)",
  documentsReadyFailed: (detail: string) => `Ошибка при отметке готовности документов: ${detail}`,
  chatDeleted: "Чат удалён",
  chatsDeleted: (count: number) => `Удалено чатов: ${count}`,
  unknownError: "Неизвестная ошибка",
  durationInvalid: `Срок — целое число от 1 до 720`,
  // Files (spec 2 §8)
  fileMissing: "Данные файла отсутствуют",
  noFilesToDownload: "Нет файлов для скачивания",
  fileDownloadFailed: (message: string) => `Ошибка при скачивании файла: ${message}`,
  archiveFailed: (message: string) => `Ошибка при создании архива: ${message}`,
  fileOpenFailed: (message: string) => `Ошибка при открытии файла: ${message}`,
} as const;

/** System messages the server writes into a chat when its task moves. */
export const SYSTEM_MESSAGES = {
  taskStarted: (deadline: string) =>
    `Исполнитель взял задачу в работу. Срок выполнения — до ${deadline} (МСК).`,
  documentsReady: (deadline: string) =>
    `Документы готовы. Проверьте их и примите заказ или запросите доработку до ${deadline} (МСК); после этого заказ будет принят автоматически.`,
  /** A guest has no «Принять»/«Доработка» (spec 2 gives them to clients): only the download. */
  guestDocumentsReady: (deletesAt: string) =>
    `Документы готовы. Скачайте их до ${deletesAt} (МСК): после этого гостевой чат и все файлы будут удалены. Чтобы сохранить чат, файлы и оплату, зарегистрируйтесь.`,
  revisionRequested: "Клиент запросил доработку документов.",
  accepted: "Клиент принял заказ.",
  autoAccepted: "Срок проверки истёк без ответа: заказ принят автоматически.",
  paymentReceived: (amount: string) => `Оплата ${amount} получена. Спасибо!`,
  paymentConfirmed: (amount: string) => `Исполнитель подтвердил оплату ${amount}.`,
  paymentRefunded: (amount: string) => `Платёж ${amount} возвращён.`,
  paymentPartlyRefunded: (amount: string) => `Часть оплаты возвращена: ${amount}.`,
  testPaymentReceived: (amount: string) =>
    `Тестовая оплата ${amount} прошла (тестовый режим: деньги не списаны).`,
  extraPaymentReceived: (amount: string) =>
    `Получена ещё одна оплата ${amount}, хотя счёт уже был оплачен: проверьте, не оплачен ли заказ дважды, и верните лишнее.`,
} as const;

export const DURATION_UNITS = ["hours", "days"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DURATION_UNIT_LABELS: Record<DurationUnit, string> = { hours: "часов", days: "дней" };
