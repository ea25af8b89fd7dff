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
    "Пока их нет, подвал сайта, оферта и страница оплаты не называют продавца: строка с ним не показывается. Счета и акты компаниям не выставляются, а запрос на оплату в чате компании не отправить.",
  resume: "Продолжить настройку",
  // Steps neither done nor skipped (issue 44 §3).
  unfinishedTitle: "Настройка сайта не закончена",
  unfinishedSteps: (steps: string[]) => `Не пройдены шаги: ${steps.join(", ")}.`,
  skipStep: "Пропустить шаг",
  stepInvalid: "Укажите шаг настройки и что с ним: пройден или пропущен.",
  // The operator's own name and whether they take chats (issue 44 §3), in the first step.
  yourself: "О вас",
  yourName: "Ваше имя и фамилия",
  yourNameHint: "Так вас увидят клиенты в чате и коллеги в «Сотрудниках».",
  takesChats: "Я веду чаты клиентов как юрист",
  takesChatsHint:
    "Снимите отметку, если вы только управляете сайтом: чаты будут распределяться между юристами, а клиенты не увидят вас своим юристом.",
} as const;

/**
 * The company's details the operator has not given yet, as the cabinet's overview names them.
 * The same four make the firm's line of an invoice or act: none is issued while one is missing
 * (issue 43 §6, `issueDocument` in server/modules/billing/billing-documents.ts).
 */
export function missingRequisites(settings: SiteSettings): string[] {
  return [
    settings.company_name.trim() ? null : "название или ФИО предпринимателя",
    settings.inn ? null : "ИНН",
    settings.ogrn ? null : OGRN_LABELS[settings.legal_form],
    settings.legal_address ? null : "юридический адрес",
  ].filter((item): item is string => item !== null);
}
