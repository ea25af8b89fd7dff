/**
 * Invoices and acts for companies (issue 31 §3): a payment request or a payment of a corporate
 * client makes an invoice (счёт), an accepted paid order an act (акт выполненных работ). Numbers
 * run per kind and year, «2026-00042», without gaps or repeats. No zod: the web imports this.
 */
import { SITE_SETTINGS_TEXTS } from "../site-settings/site-settings-texts.ts";

/** Where the administrator fills the firm's requisites in. */
const REQUISITES_SECTION = `«Настройки сайта» → «${SITE_SETTINGS_TEXTS.sections.company}»`;

export const BILLING_KINDS = ["invoice", "act"] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

export const BILLING_KIND_LABELS: Record<BillingKind, string> = {
  invoice: "Счёт",
  act: "Акт",
};

/** «2026-00042». */
export const billingNumber = (year: number, seq: number) =>
  `${year}-${String(seq).padStart(5, "0")}`;

export const BILLING_PAGE_MAX = 100;

/** The firm's bank details for invoices («Настройки сайта» → «Реквизиты для счетов»). */
export interface BillingSettings {
  bank_name: string | null;
  bik: string | null;
  account: string | null;
  correspondent_account: string | null;
  /** The VAT line under the total: «Без НДС» for a lawyer on a simplified system. */
  vat_line: string;
}

export const BILLING_SETTINGS_KEY = "billing";
export const BILLING_SETTINGS_DEFAULTS: BillingSettings = {
  bank_name: null,
  bik: null,
  account: null,
  correspondent_account: null,
  vat_line: "Без НДС",
};

export const BILLING_TEXTS = {
  // Settings
  settingsTitle: "Реквизиты для счетов",
  settingsHint:
    "Банк фирмы и строка НДС: их печатают счета и акты для компаний. Реквизиты фирмы (название, ИНН, КПП, адрес, подписант) — в разделе выше.",
  bankName: "Банк",
  bik: "БИК",
  account: "Расчётный счёт",
  correspondentAccount: "Корреспондентский счёт",
  vatLine: "Строка НДС",
  save: "Сохранить реквизиты",
  saved: "Реквизиты для счетов сохранены",
  loadFailed: "Не удалось загрузить реквизиты для счетов",
  saveFailed: "Не удалось сохранить реквизиты для счетов",
  bankNameTooLong: "Название банка — не больше 200 знаков.",
  bikInvalid: "БИК — 9 цифр.",
  accountInvalid: "Расчётный счёт — 20 цифр.",
  accountMismatch: "Расчётный счёт не сходится с БИК: проверьте обе цифры.",
  correspondentInvalid: "Корреспондентский счёт — 20 цифр, начинается с 301.",
  correspondentMismatch: "Корреспондентский счёт не сходится с БИК.",
  bankIncomplete: "Заполните банк, БИК, расчётный и корреспондентский счёт вместе.",
  vatLineInvalid: "Строка НДС — от 1 до 200 знаков.",
  // Documents
  tab: "Счета и акты",
  empty: "Счетов и актов пока нет: они появятся, когда юрист выставит счёт.",
  loading: "Загружаем счета и акты…",
  listFailed: "Не удалось загрузить счета и акты",
  download: "Скачать PDF",
  downloadOf: (kind: string, number: string) => `Скачать PDF: ${kind.toLowerCase()} № ${number}`,
  number: "Номер",
  date: "Дата",
  amount: "Сумма",
  kind: "Документ",
  notFound: "Документ не найден",
  pageInvalid: "Некорректные параметры страницы документов",
  // The PDF: the invoice in the bank's layout for a payment order, the act with both signatures
  invoiceTitle: (number: string, date: string) => `Счёт на оплату № ${number} от ${date}`,
  actTitle: (number: string, date: string) => `Акт выполненных работ № ${number} от ${date}`,
  supplier: "Исполнитель",
  buyer: "Заказчик",
  /** The invoice's lines under its title, as on a payment order's model. */
  invoiceSupplier: "Поставщик (Исполнитель)",
  invoiceBuyer: "Покупатель (Заказчик)",
  /** The firm is paid: in the bank block its bank is the payee's, as on every Russian invoice. */
  firmBankLine: "Банк получателя",
  payee: "Получатель",
  accountNo: "Сч. №",
  kpp: "КПП",
  /** The company's own bank is the customer's (issue 43 §6: it was labelled the payee's). */
  clientBankLine: "Банк заказчика",
  lineNo: "№",
  service: "Услуга",
  quantity: "Кол-во",
  unit: "Ед.",
  unitValue: "усл.",
  price: "Цена",
  total: "Итого",
  totalDue: "Всего к оплате",
  invoiceSummary: (amount: string) => `Всего наименований 1, на сумму ${amount}`,
  actSummary: (amount: string) => `Всего оказано услуг 1, на сумму ${amount}`,
  inWords: "Сумма прописью",
  actStatement:
    "Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.",
  head: "Руководитель",
  accountant: "Бухгалтер",
  soleTrader: "Индивидуальный предприниматель",
  signature: "____________________",
  signatureOf: (name: string) => `____________________ / ${name} /`,
  stamp: "М. П.",
  firmUnnamed: "Фирма не указала реквизиты в «Настройках сайта»",
  // Issued only with the firm's requisites (issue 43 §6): what the lawyer and «Обзор» are told.
  firmIncomplete: (missing: string[]) =>
    `Счета и акты компаниям не выставляются: в «Настройках сайта» не указаны ${missing.join(", ")}.`,
  firmIncompleteHint: `Их заполняет администратор в ${REQUISITES_SECTION}. Что оплачено до того, останется без счёта и акта.`,
  requestRefused: (missing: string[]) =>
    `Компании нужен счёт, а его не выставить: в «Настройках сайта» не указаны ${missing.join(", ")}. Администратор заполняет их в ${REQUISITES_SECTION}; затем отправьте запрос на оплату снова.`,
} as const;
