import type {
  OfficeHours,
  TimeRange,
  Weekday,
} from "../../../../domain/office-hours/office-hours.ts";
import type { LegalForm, SiteSettings } from "../../../../domain/site-settings/site-settings.ts";
import type { UpdateSiteSettingsRequest } from "../../../../domain/site-settings/site-settings-schemas.ts";
import { savedWeek, timeInputWeek } from "../../../lib/time-input-week.ts";

/** The form's fields: plain strings as the inputs hold them (the server checks and normalises). */
export interface SettingsFormValues {
  site_name: string;
  site_short_name: string;
  accent_color: string;
  company_name: string;
  legal_form: LegalForm;
  inn: string;
  ogrn: string;
  kpp: string;
  signatory_name: string;
  signatory_title: string;
  legal_address: string;
  phone: string;
  second_phone: string;
  support_email: string;
  /** Each weekday's ranges as the time inputs hold them («00:00» in «До»: until midnight). */
  week: Record<Weekday, TimeRange[]>;
  holidays: string[];
  auto_reply: string;
  whatsapp_url: string;
  telegram_url: string;
  yandex_verification: string;
  google_verification: string;
}

export function formValuesOf(settings: SiteSettings): SettingsFormValues {
  return {
    site_name: settings.site_name,
    site_short_name: settings.site_short_name ?? "",
    accent_color: settings.accent_color,
    company_name: settings.company_name,
    legal_form: settings.legal_form,
    inn: settings.inn ?? "",
    ogrn: settings.ogrn ?? "",
    kpp: settings.kpp ?? "",
    signatory_name: settings.signatory_name ?? "",
    signatory_title: settings.signatory_title ?? "",
    legal_address: settings.legal_address ?? "",
    phone: settings.support_phones[0] ?? "",
    second_phone: settings.support_phones[1] ?? "",
    support_email: settings.support_email,
    week: timeInputWeek(settings.office_hours.week),
    holidays: settings.office_hours.holidays,
    auto_reply: settings.office_hours.auto_reply,
    whatsapp_url: settings.whatsapp_url ?? "",
    telegram_url: settings.telegram_url ?? "",
    yandex_verification: settings.yandex_verification ?? "",
    google_verification: settings.google_verification ?? "",
  };
}

/** A mask shows «+7 (___) ___-__-__» while a phone is being typed: nothing typed is no phone. */
const typedPhone = (value: string) => (/\d{2,}/.test(value.replace(/^\+7/, "")) ? value : "");

export function requestOf(values: SettingsFormValues): UpdateSiteSettingsRequest {
  return {
    site_name: values.site_name,
    site_short_name: values.site_short_name,
    accent_color: values.accent_color,
    company_name: values.company_name,
    legal_form: values.legal_form,
    inn: values.inn,
    ogrn: values.ogrn,
    // A sole trader has no КПП and signs as one: what was typed for an organisation is dropped.
    kpp: values.legal_form === "organization" ? values.kpp : "",
    signatory_name: values.signatory_name,
    signatory_title: values.legal_form === "organization" ? values.signatory_title : "",
    legal_address: values.legal_address,
    support_phones: [typedPhone(values.phone), typedPhone(values.second_phone)].filter(Boolean),
    support_email: values.support_email,
    office_hours: officeHoursOf(values),
    whatsapp_url: values.whatsapp_url,
    telegram_url: values.telegram_url,
    yandex_verification: values.yandex_verification,
    google_verification: values.google_verification,
  };
}

/** The hours as the server takes them (a time input cannot say 24:00: web/lib/time-input-week.ts). */
export function officeHoursOf(values: SettingsFormValues): OfficeHours {
  return {
    week: savedWeek(values.week),
    holidays: values.holidays,
    auto_reply: values.auto_reply,
  };
}
