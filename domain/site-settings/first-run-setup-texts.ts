/**
 * The first-run setup of the executor cabinet (issue 28 §2): three skippable steps, resumed from
 * «Обзор» while the company's details are missing. Apart from site-settings.ts, so the public
 * pages' bundle does not carry the cabinet's words.
 */
import { OGRN_LABELS, type SiteSettings } from "./site-settings.ts";

export const FIRST_RUN_SETUP_TEXTS = {
  title: "Настройка сайта",
  lead: "Три коротких шага, чтобы сайт можно было публиковать. Любой шаг можно пропустить и вернуться к нему из «Обзора».",
  steps: {
    company: "Компания и реквизиты",
    contacts: "Контакты и часы",
    payment: "Оплата",
  },
  saveAndNext: "Сохранить и далее",
  back: "Назад",
  skip: "Пропустить настройку",
  done: "Готово",
  // «Обзор»
  noticeTitle: "Сайт ещё не готов к публикации",
  noticeMissing: (items: string[]) => `Не указаны: ${items.join(", ")}.`,
  noticeWhy:
    "Пока их нет, подвал сайта, оферта и страница оплаты не называют продавца: строка с ним не показывается.",
  resume: "Продолжить настройку",
  // The payment step
  paymentLead:
    "Ключи платёжного сервиса и реквизиты для перевода задаются в переменных окружения сервера (не в кабинете) и вступают в силу после перезапуска.",
  providerSandbox:
    "Сейчас включён тестовый режим: деньги не списываются. Для настоящих платежей задайте:",
  providerYookassa: "Платежи картой принимает ЮKassa: ключи магазина заданы.",
  manualConfigured: (items: string[]) => `Перевод по реквизитам включён: ${items.join(", ")}.`,
  manualMissing:
    "Перевод по реквизитам выключен: сайт не предлагает его, пока не задана хотя бы одна из переменных:",
  paymentLoadFailed: "Не удалось узнать настройки оплаты",
} as const;

/** What the operator sets for real card payments (server/config.ts checks them at start). */
export const PROVIDER_VARIABLES = [
  "PAYMENT_PROVIDER=yookassa",
  "YOOKASSA_SHOP_ID",
  "YOOKASSA_SECRET_KEY",
  "PUBLIC_URL",
] as const;

/** The manual transfer's details; any one of them turns the transfer on. */
export const MANUAL_TRANSFER_VARIABLES = [
  "PAYMENT_MANUAL_CARD",
  "PAYMENT_MANUAL_PHONE",
  "PAYMENT_MANUAL_RECIPIENT",
] as const;

/** The company's details the operator has not given yet, as the cabinet's overview names them. */
export function missingRequisites(settings: SiteSettings): string[] {
  return [
    settings.company_name.trim() ? null : "название или ФИО предпринимателя",
    settings.inn ? null : "ИНН",
    settings.ogrn ? null : OGRN_LABELS[settings.legal_form],
    settings.legal_address ? null : "юридический адрес",
  ].filter((item): item is string => item !== null);
}
