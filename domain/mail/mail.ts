/**
 * E-mail of the service (issue 14): what each kind of mail is about, and its texts. The site's
 * name and contacts come from «Настройки сайта» when a mail is written.
 */

/** The categories a user can switch off one by one; password reset is not one of them. */
export const MAIL_CATEGORIES = ["account"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** A mail that could not be sent is tried again after 1, 2, 4 … minutes, at most this many times. */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_RETRY_BASE_MS = 60_000;
/** How often each instance looks for mail that is due. */
export const MAIL_WORKER_INTERVAL_MS = 5_000;
/** How long a worker holds a row it is sending before another may take it. */
export const MAIL_SEND_LEASE_MS = 5 * 60_000;

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
