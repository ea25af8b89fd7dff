/**
 * «Оплата» in the cabinet (issue 28 §2, decision 041): the administrator sets how the site takes
 * money — YooKassa's keys or the built-in sandbox, and the manual transfer's details — without a
 * config file. Words only (no zod), for the cabinet's form; the public pages do not import it.
 */
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
