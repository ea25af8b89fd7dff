/**
 * The site's own details (issue 10 §6): the company and its requisites, support contacts, working
 * hours and messenger links. Edited in «Настройки сайта», stored in one row, read by every page
 * through one hook; these defaults are the seed of a new database and what pages show until the
 * real values arrive. Plain constants and checks only: the zod schemas are in
 * site-settings-schemas.ts, so the public bundle carries no zod.
 */
import { lazy } from "../lazy.ts";
import { MOSCOW_TIME_ZONE } from "../moscow-date.ts";

export const LEGAL_FORMS = ["individual_entrepreneur", "organization"] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  individual_entrepreneur: "Индивидуальный предприниматель",
  organization: "Организация (ООО, АО)",
};

/** An entrepreneur has a 12-digit ИНН and a 15-digit ОГРНИП; an organisation 10 and 13. */
export const REQUISITE_LENGTHS: Record<LegalForm, { inn: number; ogrn: number }> = {
  individual_entrepreneur: { inn: 12, ogrn: 15 },
  organization: { inn: 10, ogrn: 13 },
};

export const OGRN_LABELS: Record<LegalForm, string> = {
  individual_entrepreneur: "ОГРНИП",
  organization: "ОГРН",
};

export const MAX_SUPPORT_PHONES = 2;

export interface WorkingHours {
  /** Whole hours, Moscow time: from 0–23, to 1–24, from before to. */
  from: number;
  to: number;
  /** «без выходных», «по будням»: words, so no logic reads them. */
  days: string;
}

export interface SiteSettings {
  /**
   * As the legal texts name it, form included: «ИП Иванов Иван Иванович», «ООО «Право»». Empty
   * until the operator names the company: pages then show no seller at all.
   */
  company_name: string;
  legal_form: LegalForm;
  /** Null until the operator fills them in. */
  inn: string | null;
  ogrn: string | null;
  legal_address: string | null;
  /** One or two, «+7 (495) 120-45-67» or another country's E.164 «+442079460958». */
  support_phones: string[];
  support_email: string;
  working_hours: WorkingHours;
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
  company_name: "",
  legal_form: "individual_entrepreneur",
  inn: null,
  ogrn: null,
  legal_address: null,
  support_phones: ["+7 (495) 120-45-67", "+7 (800) 550-31-20"],
  support_email: "help@yurpomosh.online",
  working_hours: { from: 8, to: 21, days: "без выходных" },
  whatsapp_url: null,
  telegram_url: null,
  yandex_verification: null,
  google_verification: null,
};

/** The key of the one settings row. */
export const SITE_SETTINGS_KEY = "site";

/** «с 8:00 до 21:00 по московскому времени, без выходных» */
export function workingHoursText(hours: WorkingHours): string {
  const days = hours.days.trim();
  return `с ${hours.from}:00 до ${hours.to}:00 по московскому времени${days ? `, ${days}` : ""}`;
}

const moscowHour = lazy(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: MOSCOW_TIME_ZONE,
      hour: "2-digit",
      hourCycle: "h23",
    }),
);

/** Whether a lawyer is at work at this moment (the hours only: the days are free text). */
export function isWorkingTime(hours: WorkingHours, at: Date = new Date()): boolean {
  const hour = Number(moscowHour().format(at));
  return hour >= hours.from && hour < hours.to;
}

/** «Сейчас нерабочее время: ответим с 8:00 по московскому времени». */
export function offHoursNotice(hours: WorkingHours): string {
  return `Сейчас нерабочее время: юрист ответит с ${hours.from}:00 по московскому времени.`;
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
