/**
 * E-mail of the service (issue 14): what each kind of mail is about, and its texts. The site's
 * name and contacts come from «Настройки сайта» when a mail is written.
 */

/**
 * The categories a person can switch off one by one (in «Профиль» or «Уведомления», or by the
 * link in a mail). A client's and an executor's are different events. Security mail (password
 * reset, e-mail change) is not one of them: it is sent whatever the settings.
 */
export const CLIENT_MAIL_CATEGORIES = [
  "messages",
  "documents",
  "payment_requests",
  "review_deadline",
] as const;
export const EXECUTOR_MAIL_CATEGORIES = [
  "new_chats",
  "client_messages",
  "payments",
  "reviews",
  "hearings",
] as const;
export const MAIL_CATEGORIES = [...CLIENT_MAIL_CATEGORIES, ...EXECUTOR_MAIL_CATEGORIES] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const isMailCategory = (value: unknown): value is MailCategory =>
  (MAIL_CATEGORIES as readonly unknown[]).includes(value);

/** The categories a person of this side can receive (and so switch off). */
export function mailCategoriesFor(executor: boolean): readonly MailCategory[] {
  return executor ? EXECUTOR_MAIL_CATEGORIES : CLIENT_MAIL_CATEGORIES;
}

export const MAIL_CATEGORY_LABELS: Record<MailCategory, { label: string; description: string }> = {
  messages: {
    label: "Новые сообщения от юриста",
    description:
      "Письмо, когда юрист ответил в чате, а вы его ещё не прочитали (не чаще раза в 5 минут).",
  },
  documents: {
    label: "Документы готовы",
    description: "Письмо, когда юрист подготовил документы и ждёт вашей проверки.",
  },
  payment_requests: {
    label: "Запросы оплаты",
    description: "Письмо, когда юрист выставил счёт в чате.",
  },
  review_deadline: {
    label: "Срок проверки документов",
    description: "Напоминание за 12 часов до того, как документы будут приняты автоматически.",
  },
  new_chats: {
    label: "Новые обращения",
    description: "Письмо о каждом новом чате клиента или гостя.",
  },
  client_messages: {
    label: "Сообщения клиентов",
    description:
      "Письмо, если сообщение клиента не прочитано в кабинете за 5 минут (не чаще раза в 5 минут на чат).",
  },
  payments: {
    label: "Оплаты",
    description: "Письмо о каждой поступившей оплате.",
  },
  reviews: {
    label: "Отзывы на модерации",
    description: "Письмо, когда клиент оставил отзыв, который ждёт проверки.",
  },
  hearings: {
    label: "Заседания завтра",
    description: "Напоминание накануне о заседаниях из календаря.",
  },
};

/** New messages in one chat within this time make one mail. */
export const MAIL_BATCH_MS = 5 * 60_000;
/** A mail quotes at most this much of a message (never a file's name): chats are confidential. */
export const MAIL_PREVIEW_MAX = 100;

/** «Привет, мир…»: the start of a message for a mail, cut on a word where it can be. */
export function mailPreview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAIL_PREVIEW_MAX) return flat;
  const cut = flat.slice(0, MAIL_PREVIEW_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > MAIL_PREVIEW_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const CHAT_MAIL_TEXTS = {
  subject: (count: number, service: string) =>
    count === 1
      ? `Новое сообщение от юриста — «${service}»`
      : `Новые сообщения от юриста (${count}) — «${service}»`,
  greeting: (name: string | null) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
  wrote: (lawyer: string, service: string) => `${lawyer} ответил(а) в чате «${service}».`,
  more: (count: number) => `Всего новых сообщений: ${count}.`,
  fileOnly: "Юрист прислал файл.",
  quote: (preview: string) => `«${preview}»`,
  open: "Открыть чат",
  unsubscribe: "Не присылать такие письма",
  settingsTitle: "Уведомления по e-mail",
  settingsLead:
    "Письма о важном, пока вас нет на сайте. Письмо о восстановлении пароля приходит всегда.",
  saved: "Настройки уведомлений сохранены",
  saveFailed: "Не удалось сохранить настройки уведомлений",
  loadFailed: "Не удалось загрузить настройки уведомлений",
  unsubscribeTitle: "Отписка от писем",
  unsubscribeQuestion: (label: string, email: string) =>
    `Больше не присылать на ${email} письма «${label}»?`,
  unsubscribeConfirm: "Отписаться",
  toSite: "На главную",
  unsubscribed: (label: string) =>
    `Письма «${label}» больше не придут. Включить их снова можно в профиле.`,
  unsubscribeInvalid: "Ссылка отписки недействительна",
  notYourCategory: "Таких писем вам не присылают: настроить их нельзя",
} as const;

/** A mail that could not be sent is tried again after 1, 2, 4 … minutes, at most this many times. */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_RETRY_BASE_MS = 60_000;
/** The wait before the next try of a message (mail or SMS) that failed `attempts` times: 1, 2, 4 … min. */
export const outboxRetryDelayMs = (attempts: number) =>
  MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
/** How often each instance looks for mail that is due. */
export const MAIL_WORKER_INTERVAL_MS = 5_000;
/** How long a worker holds a row it is sending before another may take it. */
export const MAIL_SEND_LEASE_MS = 5 * 60_000;
/** Sent mail (recipient, subject, times; the body is blanked once sent) is kept this many days. */
export const MAIL_RETENTION_DAYS_DEFAULT = 30;

export const PASSWORD_RESET_TTL_MINUTES = 60;

export const PASSWORD_RESET_TEXTS = {
  forgot: "Забыли пароль?",
  title: "Восстановление пароля",
  lead: "Укажите e-mail, с которым вы регистрировались: пришлём ссылку для нового пароля.",
  emailLabel: "Email",
  send: "Отправить ссылку",
  sent: "Если аккаунт с этим e-mail есть, мы отправили на него письмо со ссылкой. Ссылка действует 1 час.",
  confirmTitle: "Новый пароль",
  passwordLabel: "Новый пароль",
  repeatLabel: "Повторите пароль",
  save: "Сохранить пароль",
  saved: "Пароль изменён. Войдите с новым паролем.",
  toLogin: "Перейти ко входу",
  invalidToken: "Ссылка недействительна или устарела. Запросите новую.",
  requestAgain: "Запросить новую ссылку",
  failed: "Не удалось отправить ссылку",
  mailSubject: (siteName: string) => `${siteName}: восстановление пароля`,
  mailGreeting: (name: string) => `Здравствуйте, ${name}!`,
  mailBody:
    "Кто-то (надеемся, вы) запросил восстановление пароля. Чтобы задать новый пароль, откройте ссылку — она действует 1 час и сработает один раз:",
  mailIgnore:
    "Если вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.",
  mailButton: "Задать новый пароль",
} as const;

export const EMAIL_CHANGE_TTL_MINUTES = 60;

/** «Смена e-mail» in «Профиль» (issue 14 §2): the new address is confirmed from its own inbox. */
export const EMAIL_CHANGE_TEXTS = {
  title: "Смена e-mail",
  lead: "Пришлём ссылку на новый адрес: e-mail сменится, когда вы её откроете. Вход по паролю останется прежним.",
  current: (email: string) => `Сейчас: ${email}`,
  newEmailLabel: "Новый e-mail",
  passwordLabel: "Текущий пароль",
  submit: "Сменить e-mail",
  sent: (email: string) =>
    `Письмо со ссылкой отправлено на ${email}. Откройте его в течение 1 часа, чтобы подтвердить новый адрес.`,
  failed: "Не удалось запросить смену e-mail",
  sameEmail: "Это ваш текущий e-mail",
  taken: "Этот e-mail уже используется другим аккаунтом",
  invalidToken: "Ссылка недействительна или устарела. Запросите смену e-mail ещё раз в профиле.",
  confirmTitle: "Подтверждение e-mail",
  confirmLead: "Подтвердите, что это ваш новый адрес: после этого входите с ним.",
  confirm: "Подтвердить новый e-mail",
  confirmed: (email: string) => `Готово: теперь e-mail аккаунта — ${email}. Входите с ним.`,
  confirmFailed: "Не удалось подтвердить e-mail",
  toProfile: "Перейти в профиль",
  mailSubject: (siteName: string) => `${siteName}: подтвердите новый e-mail`,
  mailGreeting: (name: string) => `Здравствуйте, ${name}!`,
  mailBody:
    "Кто-то (надеемся, вы) указал этот адрес как новый e-mail аккаунта. Чтобы подтвердить, откройте ссылку — она действует 1 час и сработает один раз:",
  mailIgnore:
    "Если вы ничего не меняли, просто проигнорируйте это письмо: адрес не будет привязан к чужому аккаунту.",
  mailButton: "Подтвердить e-mail",
  noticeSubject: (siteName: string) => `${siteName}: запрошена смена e-mail`,
  noticeBody: (newEmail: string) =>
    `Запрошена смена e-mail вашего аккаунта на ${newEmail}. Адрес сменится, только если по ссылке из письма на новый адрес перейдут в течение 1 часа.`,
  noticeNotYou:
    "Если это не вы — смените пароль в профиле: значит, его знает кто-то ещё. До подтверждения e-mail остаётся прежним.",
} as const;
