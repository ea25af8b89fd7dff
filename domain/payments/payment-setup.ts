/**
 * «Оплата» in the cabinet (issue 28 §2, decision 041): the operator sets how the site takes money
 * — YooKassa's keys or the built-in sandbox, and the manual transfer's details — without a config
 * file. Only the cabinet imports this, so the public pages' bundle does not carry it.
 */
import { z } from "zod";
import { formatPhone, PHONE_MAX_LENGTH, PHONE_TEXTS } from "../contacts/phone.ts";
import { normalizePhone } from "../contacts/phone-number.ts";
import { currentPasswordSchema, secondFactorCodeSchema } from "../users/second-factor-schemas.ts";
import { PAYMENT_TEXTS } from "./payments.ts";

export const CARD_PROVIDERS = ["sandbox", "yookassa"] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

export const PAYMENT_SETUP_TEXTS = {
  title: "Оплата",
  lead: "Как сайт принимает деньги: картой через ЮKassa и переводом по реквизитам. Изменения действуют сразу. Менять их может только администратор — с паролем и, если он включён, кодом второго фактора.",
  loading: "Загружаем настройки оплаты",
  loadFailed: "Не удалось загрузить настройки оплаты",
  adminOnly:
    "Настройки оплаты меняет администратор: от них зависит, куда приходят деньги клиентов.",
  cardTitle: "Оплата картой",
  providerLabel: "Как принимать оплату картой",
  providers: {
    sandbox: "Тестовый режим: деньги не списываются",
    yookassa: "ЮKassa: настоящие платежи",
  } satisfies Record<CardProvider, string>,
  shopIdLabel: "Идентификатор магазина (shopId)",
  shopIdHint: "Число из раздела «Интеграция — Ключи API» личного кабинета ЮKassa",
  secretKeyLabel: "Секретный ключ",
  secretKeyHint: "Начинается с live_ (или test_ у тестового магазина ЮKassa)",
  secretKeyKept: "Ключ сохранён и не показывается. Оставьте поле пустым, чтобы не менять его.",
  manualTitle: "Перевод по реквизитам",
  manualLead:
    "Пока не заполнено ни одно поле, сайт не предлагает оплату переводом. Клиент видит эти реквизиты в окне оплаты.",
  manualCardLabel: PAYMENT_TEXTS.manualCard,
  manualPhoneLabel: PAYMENT_TEXTS.manualPhone,
  manualRecipientLabel: PAYMENT_TEXTS.manualRecipient,
  manualRecipientPlaceholder: "ИП Иванов Иван Иванович",
  fromEnvironment: "Задано в переменных окружения сервера: изменить можно только там.",
  confirmTitle: "Подтверждение",
  passwordLabel: "Ваш пароль",
  codeLabel: "Код из приложения или резервный код",
  save: "Сохранить настройки оплаты",
  saved: "Настройки оплаты сохранены и уже действуют.",
  saveFailed: "Не удалось сохранить настройки оплаты",
  shopIdInvalid: "Идентификатор магазина ЮKassa — число до 12 цифр",
  secretKeyInvalid:
    "Секретный ключ ЮKassa начинается с live_ или test_ и состоит из латинских букв, цифр, «_» и «-»",
  yookassaKeysRequired: "Для ЮKassa укажите идентификатор магазина и секретный ключ",
  publicUrlRequired:
    "ЮKassa возвращает плательщика на адрес сайта, а он не задан: укажите адрес сайта (PUBLIC_URL) при запуске сервера",
  cardInvalid: "Проверьте номер карты: 16–19 цифр без ошибок",
  recipientTooLong: "Получатель — не длиннее 200 символов",
  codeRequired: "Введите код из приложения или резервный код",
  keySealFailed:
    "Сохранённый ключ ЮKassa не открывается (ключ шифрования сервера сменился): введите секретный ключ заново",
  // The mail to every administrator
  mailGreeting: (name: string) => `Здравствуйте, ${name}!`,
  mailSubject: (siteName: string) => `${siteName}: изменены настройки оплаты`,
  mailBody: (who: string, changes: string[]) =>
    `${who} изменил(а) настройки оплаты: ${changes.join(", ")}.`,
  mailWhere: (ip: string | null, at: string) => `Когда: ${at}${ip ? `, адрес: ${ip}` : ""}.`,
  mailNotYou:
    "Если это были не вы — смените пароль администратора и проверьте «Оплату» в кабинете: от неё зависит, куда приходят деньги клиентов.",
  changed: {
    provider: "способ оплаты картой",
    yookassa: "ключи ЮKassa",
    manualCard: "номер карты для перевода",
    manualPhone: "телефон для перевода",
    manualRecipient: "получатель перевода",
  },
} as const;

const T = PAYMENT_SETUP_TEXTS;

/** The most a stored detail may be: a card's 19 digits with spaces, a recipient's full name. */
export const RECIPIENT_MAX_LENGTH = 200;

/** The Luhn check digit: catches one mistyped digit and most swapped pairs. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** «2200 1234 5678 9012» from a number typed with or without spaces and dashes, or null. */
export function normalizeCardNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^\d{16,19}$/.test(digits) || !passesLuhn(digits)) return null;
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export const updatePaymentSetupSchema = z.object({
  provider: z.enum(CARD_PROVIDERS, { error: T.providerLabel }),
  yookassa_shop_id: z
    .string()
    .trim()
    .max(40, { error: T.shopIdInvalid })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\d{1,12}$/.test(value), { error: T.shopIdInvalid }),
  /** Empty or absent: the stored key stays (it is never sent back to the browser). */
  yookassa_secret_key: z
    .string()
    .trim()
    .max(200, { error: T.secretKeyInvalid })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^(live|test)_[A-Za-z0-9_-]{16,190}$/.test(value), {
      error: T.secretKeyInvalid,
    }),
  manual_card: z
    .string()
    .max(40, { error: T.cardInvalid })
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const card = normalizeCardNumber(value);
      if (!card) context.addIssue({ code: "custom", message: T.cardInvalid });
      return card;
    }),
  manual_phone: z
    .string()
    .max(PHONE_MAX_LENGTH, { error: PHONE_TEXTS.invalid })
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const phone = normalizePhone(value);
      if (!phone) context.addIssue({ code: "custom", message: PHONE_TEXTS.invalid });
      return phone ? formatPhone(phone) : null;
    }),
  manual_recipient: z
    .string()
    .trim()
    .max(RECIPIENT_MAX_LENGTH, { error: T.recipientTooLong })
    .optional()
    .transform((value) => value || null),
  current_password: currentPasswordSchema,
  /** Asked when the administrator has a second factor on. */
  code: secondFactorCodeSchema.optional(),
});
export type UpdatePaymentSetup = z.input<typeof updatePaymentSetupSchema>;

export const paymentSetupSchema = z.object({
  provider: z.enum(CARD_PROVIDERS),
  yookassa_shop_id: z.string().nullable(),
  /** The key itself never leaves the server. */
  yookassa_secret_key_set: z.boolean(),
  manual_card: z.string().nullable(),
  manual_phone: z.string().nullable(),
  manual_recipient: z.string().nullable(),
  /** Which parts the server's environment sets: those win and the form shows them read-only. */
  from_environment: z.object({
    provider: z.boolean(),
    yookassa: z.boolean(),
    manual: z.boolean(),
  }),
  /** YooKassa needs the site's address to send the payer back (PUBLIC_URL). */
  public_url_set: z.boolean(),
  /** The signed-in administrator has a second factor: saving asks for its code. */
  code_required: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;
