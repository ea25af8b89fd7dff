/**
 * The site's own details (issue 10 §6): the company and its requisites, support contacts, working
 * hours and messenger links. Edited in «Настройки сайта», stored in one row, read by every page
 * through one hook; these defaults are the seed of a new database and what pages show until the
 * real values arrive. Plain constants and checks only: the zod schemas are in
 * site-settings-schemas.ts, so the public bundle carries no zod.
 */
import { BRAND_DEFAULTS, type Brand } from "./brand.ts";
import type { LegalForm } from "./legal-forms.ts";

export type { LegalForm } from "./legal-forms.ts";

import { OFFICE_HOURS_DEFAULTS, type OfficeHours, officeHoursText } from "../office-hours/week.ts";

export const OGRN_LABELS: Record<LegalForm, string> = {
  individual_entrepreneur: "ОГРНИП",
  organization: "ОГРН",
};

export const MAX_SUPPORT_PHONES = 2;

/** The brand (site name, short name, accent, logo: brand.ts) and the firm's details. */
export interface SiteSettings extends Brand {
  /**
   * As the legal texts name it, form included: «ИП Иванов Иван Иванович», «ООО «Право»». Empty
   * until the operator names the company: pages then show no seller at all.
   */
  company_name: string;
  legal_form: LegalForm;
  /** Null until the operator fills them in. */
  inn: string | null;
  ogrn: string | null;
  /** An organisation's КПП; a sole trader has none (null). */
  kpp: string | null;
  /**
   * Who signs invoices and acts: «Иванов Иван Иванович», «Генеральный директор». A sole trader
   * signs as «Индивидуальный предприниматель», so only an organisation needs the title.
   */
  signatory_name: string | null;
  signatory_title: string | null;
  legal_address: string | null;
  /**
   * None to two, «+7 (495) 120-45-67» or another country's E.164 «+442079460958»; none, and the
   * e-mail empty, until the operator gives them: pages leave those lines out.
   */
  support_phones: string[];
  support_email: string;
  /** Per weekday, holidays and the auto-reply (issue 30 §3; domain/office-hours). */
  office_hours: OfficeHours;
  /** https:// links, or null when there is no such messenger. */
  whatsapp_url: string | null;
  telegram_url: string | null;
  /**
   * The verification codes of Yandex.Webmaster and Google Search Console (the `content` of their
   * meta tags), written into every page's head; null when not set.
   */
  yandex_verification: string | null;
  google_verification: string | null;
}

/**
 * The seed of a new database. No company and no requisites: a firm cannot publish an invented
 * seller, so the pages leave those lines out until the operator fills them in (issue 28 §2).
 */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  ...BRAND_DEFAULTS,
  company_name: "",
  legal_form: "individual_entrepreneur",
  inn: null,
  ogrn: null,
  kpp: null,
  signatory_name: null,
  signatory_title: null,
  legal_address: null,
  // No contacts either until the operator gives them (issue 44 §3): the demo seed sets its own.
  support_phones: [],
  support_email: "",
  office_hours: OFFICE_HOURS_DEFAULTS,
  whatsapp_url: null,
  telegram_url: null,
  yandex_verification: null,
  google_verification: null,
};

/** The key of the one settings row. */
export const SITE_SETTINGS_KEY = "site";

/** «ежедневно 8:00–21:00 по московскому времени» */
export function workingHoursText(hours: OfficeHours): string {
  return `${officeHoursText(hours)} по московскому времени`;
}

/** «+7 (495) 120-45-67» → «tel:+74951204567», so a tap on a phone starts a call. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The requisites line: «ИНН 7707083893 · ОГРН 1027700132195 · Москва, …», what is filled in. */
export function requisitesLine(settings: SiteSettings): string {
  return [
    settings.inn ? `ИНН ${settings.inn}` : null,
    settings.ogrn ? `${OGRN_LABELS[settings.legal_form]} ${settings.ogrn}` : null,
    settings.legal_address,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The seller's line of the footer, the sandbox page and «О нас»; empty while no company is named. */
export function sellerLine(settings: SiteSettings, separator: string): string {
  const company = settings.company_name.trim();
  if (!company) return "";
  const requisites = requisitesLine(settings);
  return requisites ? `${company}${separator}${requisites}` : company;
}
