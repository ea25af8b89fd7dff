/**
 * The firm's Telegram bot (issue 47, docs/decisions/065): the limits and the Russian texts of the
 * bot, of «Настройки сайта» → «Telegram», of the lawyer's «Telegram» and of a client's
 * «Продолжить в Telegram». Shared by the server and the web.
 */
import type { NotificationKind } from "../notifications/notifications.ts";

/** A deep link ties a Telegram chat this long after it was made, once. */
export const TELEGRAM_LINK_TTL_MINUTES = 15;
/** A lawyer hears of a chat's messages in Telegram at most once per this (the rest gather). */
export const TELEGRAM_ALERT_GATHER_MS = 60_000;
/** A message the bot could not send is tried this many times. */
export const TELEGRAM_MAX_ATTEMPTS = 5;
/** Bot API tokens as @BotFather gives them: the bot's id, a colon, 35 characters. */
export const TELEGRAM_TOKEN_PATTERN = /^\d{5,20}:[A-Za-z0-9_-]{30,60}$/;
/** A Telegram message's text is at most 4096 characters (a caption 1024). */
export const TELEGRAM_TEXT_MAX = 4096;
export const TELEGRAM_CAPTION_MAX = 1024;

/** The alerts a lawyer may get in Telegram, each switched off on its own, in the form's order. */
export const TELEGRAM_ALERT_KINDS = [
  "new_chat",
  "client_message",
  "payment_received",
  "first_response_due_soon",
  "first_response_overdue",
  "review_submitted",
  "hearing_tomorrow",
] as const satisfies readonly NotificationKind[];
export type TelegramAlertKind = (typeof TELEGRAM_ALERT_KINDS)[number];

export const isTelegramAlertKind = (kind: string): kind is TelegramAlertKind =>
  (TELEGRAM_ALERT_KINDS as readonly string[]).includes(kind);

export const TELEGRAM_ALERT_LABELS: Record<TelegramAlertKind, string> = {
  new_chat: "Новые обращения и переданные мне чаты",
  client_message: "Сообщения клиентов",
  payment_received: "Оплаты",
  first_response_due_soon: "Срок первого ответа истекает через 10 минут",
  first_response_overdue: "Просроченный первый ответ",
  review_submitted: "Новые отзывы",
  hearing_tomorrow: "Заседания завтра",
};

/** What the bot says. */
export const TELEGRAM_BOT_TEXTS = {
  openChat: "Открыть чат",
  pay: "Оплатить",
  staffLinked: (name: string) =>
    `Готово, ${name}: уведомления сайта будут приходить сюда. Ответьте на уведомление (свайп влево → «Ответить»), и ответ попадёт в чат клиента. Отключить — /stop.`,
  chatLinked: (service: string) =>
    `Чат «${service}» продолжится здесь: сообщения юриста придут сюда, а всё, что вы напишете или пришлёте боту, попадёт в чат. Отключить — /stop.`,
  linkInvalid: "Ссылка устарела или уже использована. Получите новую на сайте.",
  welcome:
    "Это бот юридической фирмы. Чтобы получать здесь сообщения чата, нажмите на сайте «Продолжить в Telegram».",
  stopped: "Отключено: сообщения сайта сюда больше не придут.",
  notLinked: "Этот Telegram не связан ни с одним чатом. Нажмите на сайте «Продолжить в Telegram».",
  replyToAlert:
    "Чтобы ответить клиенту, ответьте на уведомление о его чате (свайп влево → «Ответить»).",
  sent: "Отправлено в чат",
  handedOver: "Не отправлено: чат передан другому юристу.",
  closed: "Не отправлено: чат закрыт.",
  chatGone: "Не отправлено: этого чата больше нет.",
  notStaff: "Не отправлено: учётная запись отключена.",
  fileRefused: (detail: string) => `Не отправлено: ${detail}`,
  unsupported: "Такое сообщение не передать в чат: пришлите текст, фото или документ.",
  failed: "Не отправлено: ошибка на сайте. Попробуйте ещё раз.",
  chooseChat: "Выберите обращение:",
  chosen: (service: string) => `Дальше сообщения попадут в чат «${service}».`,
  lawyerSays: (name: string) => `${name}:`,
  fileOnly: "Файл",
} as const;

/** «Настройки сайта» → «Telegram» and the lawyer's and the client's parts of the screens. */
export const TELEGRAM_TEXTS = {
  settingsTitle: "Telegram",
  adminOnly: "Бота фирмы подключает администратор.",
  settingsHint:
    "Бот фирмы: клиенты продолжают в нём свои чаты, юристы получают уведомления и отвечают. Создайте бота у @BotFather и вставьте сюда его токен.",
  tokenLabel: "Токен бота",
  tokenPlaceholder: "123456789:AA…",
  tokenSet: "Токен задан. Чтобы заменить, введите новый.",
  tokenInvalid: "Токен бота — это число, двоеточие и 35 символов, как его выдаёт @BotFather",
  tokenRefused: "Telegram не принял токен: проверьте его у @BotFather",
  telegramUnavailable: "Telegram сейчас не отвечает. Попробуйте позже.",
  fromEnvironment: "Токен задан в настройках сервера (TELEGRAM_BOT_TOKEN) и меняется там.",
  botName: (username: string) => `Бот: @${username}`,
  modeWebhook: "Telegram присылает сообщения на адрес сайта (webhook).",
  modePolling: "Сайт сам забирает сообщения у Telegram (локальный запуск без https).",
  save: "Сохранить",
  remove: "Отключить бота",
  removeConfirm: "Отключить бота? Клиенты и юристы перестанут получать сообщения в Telegram.",
  saved: "Настройки Telegram сохранены",
  removed: "Бот отключён",
  notConfigured:
    "Бот Telegram не подключён. Администратор подключает его в «Настройки сайта» → «Telegram».",
  // The lawyer's «Учётная запись» → «Telegram».
  accountTitle: "Telegram",
  accountHint:
    "Уведомления о новых обращениях, сообщениях и оплатах придут в Telegram, и на них можно ответить прямо оттуда.",
  connect: "Подключить Telegram",
  openLink: "Открыть Telegram",
  linkHint: `Откройте ссылку в Telegram и нажмите «Запустить». Ссылка действует ${TELEGRAM_LINK_TTL_MINUTES} минут.`,
  waiting: "Ждём подтверждения из Telegram…",
  linkedAs: (who: string) => `Подключён: ${who}`,
  disconnect: "Отключить",
  disconnectConfirm: "Отключить Telegram? Уведомления туда больше не придут.",
  disconnected: "Telegram отключён",
  alertsTitle: "Что присылать",
  alertsSaved: "Настройки уведомлений сохранены",
  loadFailed: "Не удалось загрузить настройки Telegram",
  // A client's chat.
  continueInTelegram: "Продолжить в Telegram",
  continueHint: `Откройте ссылку в Telegram и нажмите «Запустить»: сообщения этого чата будут приходить туда. Ссылка действует ${TELEGRAM_LINK_TTL_MINUTES} минут.`,
  chatLinked: "Чат продолжается в Telegram",
  unlinkChat: "Отключить Telegram",
  chatUnlinked: "Telegram отключён от этого чата",
  viaTelegram: "через Telegram",
  botUnavailable: "Бот Telegram не подключён",
} as const;
