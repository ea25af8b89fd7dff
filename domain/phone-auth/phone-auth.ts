/**
 * Phone numbers confirmed by a code from an SMS (issue 45 §1, docs/decisions/059): the law's
 * identification of a signed-in user (149-FZ as amended by 406-FZ) and the key of a simple
 * electronic signature. Limits and Russian texts shared by the server and the forms; no zod here
 * (the web imports this).
 */
import { API_ERROR_CODES } from "../error-codes.ts";

/** What a code is asked for: signing in, registering, confirming an account's number, signing. */
export const PHONE_PURPOSES = ["login", "register", "confirm"] as const;
export type PhonePurpose = (typeof PHONE_PURPOSES)[number];
/** The purposes the server itself opens (a signature's code goes to the account's own number). */
export type PhoneChallengePurpose = PhonePurpose | "sign";

export const PHONE_CODE_LENGTH = 6;
/** How long a code lives. */
export const PHONE_CODE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it dies (each counted before it is checked). */
export const PHONE_CODE_MAX_TRIES = 5;
/** A new code for the same number waits this long after the last one. */
export const PHONE_RESEND_AFTER_SECONDS = 60;
/** How long the proof of a number (`phone_token`) lasts once its code was right. */
export const PHONE_TOKEN_TTL_SECONDS = 15 * 60;

/** SMS pumping costs real money: codes one number may get per hour and per day. */
export const SMS_PER_NUMBER_HOURLY = 3;
export const SMS_PER_NUMBER_DAILY = 10;
/** Codes one address may ask for per hour (SMS_IP_HOURLY_LIMIT raises it for an office). */
export const SMS_PER_IP_HOURLY_DEFAULT = 10;
/** Codes the whole site sends per day (SMS_DAILY_LIMIT). */
export const SMS_SITE_DAILY_DEFAULT = 500;

/** The 403 `code` for an account that must confirm its number before anything else. */
export const PHONE_CONFIRMATION_REQUIRED = API_ERROR_CODES.phoneConfirmationRequired;

/** What an account without a confirmed number may call until it confirms one. */
export const OPERATIONS_DURING_PHONE_CONFIRMATION: readonly string[] = [
  "getMe",
  "logout",
  "startPhoneChallenge",
  "verifyPhoneChallenge",
  "confirmPhone",
];

/** «через 5 мин», «через 40 с»: how long until a refused request may be made again. */
export function retryIn(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} с`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
}

export const PHONE_AUTH_TEXTS = {
  notRussianMobile: "Введите российский номер мобильного телефона",
  wrongCode: "Неверный код или номер",
  codeFormat: "Код — 6 цифр из SMS",
  purposeRequired: "Укажите, для чего нужен код",
  resendWait: (seconds: number) => `Новый код можно запросить через ${retryIn(seconds)}`,
  numberLimit: (seconds: number) =>
    `На этот номер отправлено слишком много кодов. Попробуйте через ${retryIn(seconds)}`,
  addressLimit: (seconds: number) =>
    `С вашего адреса запрошено слишком много кодов. Попробуйте через ${retryIn(seconds)}`,
  siteLimit: (seconds: number) =>
    `Вход по SMS временно недоступен. Попробуйте через ${retryIn(seconds)} или войдите по паролю`,
  confirmRequired: "Подтвердите номер телефона",
  tokenInvalid: "Подтверждение номера устарело — запросите новый код",
  phoneTaken: "Этот номер уже подтверждён в другой учётной записи",
  confirmationRequired:
    "Подтвердите номер мобильного телефона: без этого вход на сайт не разрешён законом (149-ФЗ)",
  confirmed: "Номер телефона подтверждён",
  /** What the SMS says: the site's name, the code, and what it is for. */
  sms: {
    login: (site: string, code: string) =>
      `${code} — код для входа на «${site}». Никому его не сообщайте`,
    register: (site: string, code: string) =>
      `${code} — код для регистрации на «${site}». Никому его не сообщайте`,
    confirm: (site: string, code: string) =>
      `${code} — код подтверждения номера на «${site}». Никому его не сообщайте`,
  },
  /** A sign-in asked for a number no account has: its owner is told, the asker learns nothing. */
  smsNoAccount: (site: string, registerUrl: string) =>
    `На «${site}» нет учётной записи с этим номером. Зарегистрироваться: ${registerUrl}`,
  /** The one mail to the administrators when the site's daily cap is reached. */
  capMailSubject: "Вход по SMS остановлен: дневной лимит сообщений исчерпан",
  capMailText: (limit: number) =>
    `Сегодня сайт отправил ${limit} SMS с кодами — это дневной лимит (SMS_DAILY_LIMIT). ` +
    "До конца суток вход и регистрация по SMS недоступны; вход по паролю работает. " +
    "Если это не наплыв клиентов, а перебор номеров (SMS-накрутка), лимит защищает баланс у SMS-шлюза; " +
    "иначе увеличьте SMS_DAILY_LIMIT.",
} as const;

/**
 * What the screens of sign-in and registration by phone say (issue 45 §2): the number and its
 * code, the login's two ways in, the confirmation every account without a number meets first and
 * the number in «Учётная запись».
 */
export const PHONE_SCREEN_TEXTS = {
  phoneLabel: "Номер мобильного телефона",
  phoneHint: "Пришлём SMS с кодом. Подходит российский мобильный номер",
  getCode: "Получить код",
  codeLabel: "Код из SMS",
  codeSentTo: (phone: string) => `Код отправлен в SMS на номер ${phone}`,
  resendIn: (seconds: number) => `Отправить код ещё раз через ${seconds} с`,
  resend: "Отправить код ещё раз",
  resent: "Новый код отправлен",
  sendFailed: "Не удалось отправить код. Попробуйте ещё раз",
  changeNumber: "Изменить номер",
  confirmCode: "Подтвердить",
  /** The number proven for a registration, before the rest of the form. */
  confirmed: (phone: string) => `Номер ${phone} подтверждён`,

  loginWays: "Способ входа",
  bySms: "Войти по SMS",
  byPassword: "Войти по паролю",
  smsSignIn: "Войти",
  smsLoginLead: "Для клиентов и сотрудников: введите номер, подтверждённый в вашей учётной записи",

  registerPhoneStep: "Шаг 1 из 2. Номер телефона",
  registerDetailsStep: "Шаг 2 из 2. Данные для входа",

  gateTitle: "Подтвердите номер телефона",
  gateWhy:
    "По закону (149-ФЗ в редакции 406-ФЗ) российский сайт может пускать в личный кабинет только тех, кого он опознал по российскому номеру мобильного телефона.",
  gateHint:
    "Подтвердите номер один раз: пришлём код в SMS. Потом по этому номеру можно будет и входить.",
  signOut: "Выйти",

  /** «Учётная запись»: the account's confirmed number and its change. */
  sectionTitle: "Номер телефона",
  sectionLead: "По этому номеру вы входите по SMS и подписываете документы кодом из SMS.",
  current: (phone: string) => `Подтверждённый номер: ${phone}`,
  none: "Номер не подтверждён",
  change: "Изменить номер",
  cancel: "Отмена",
  changed: "Номер телефона изменён",
  confirm: "Подтвердить номер",
  saveAgain: "Сохранить номер",
  saveFailed: "Не удалось сохранить номер. Попробуйте ещё раз",
} as const;

/** «+7 (999) ***-**-67»: how a number is named where a stranger may read it. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  if (digits.length !== 11 || !digits.startsWith("7"))
    return `${e164.slice(0, 3)}…${e164.slice(-2)}`;
  return `+7 (${digits.slice(1, 4)}) ***-**-${digits.slice(9)}`;
}
