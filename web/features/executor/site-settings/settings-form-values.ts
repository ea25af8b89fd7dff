import type { LegalForm, SiteSettings } from "../../../../domain/site-settings/site-settings.ts";
import type { UpdateSiteSettingsRequest } from "../../../../domain/site-settings/site-settings-schemas.ts";

/** The form's fields: plain strings as the inputs hold them (the server checks and normalises). */
export interface SettingsFormValues {
  company_name: string;
  legal_form: LegalForm;
  inn: string;
  ogrn: string;
  legal_address: string;
  phone: string;
  second_phone: string;
  support_email: string;
  hours_from: string;
  hours_to: string;
  days: string;
  whatsapp_url: string;
  telegram_url: string;
  yandex_verification: string;
  google_verification: string;
}

export function formValuesOf(settings: SiteSettings): SettingsFormValues {
  return {
    company_name: settings.company_name,
    legal_form: settings.legal_form,
    inn: settings.inn ?? "",
    ogrn: settings.ogrn ?? "",
    legal_address: settings.legal_address ?? "",
    phone: settings.support_phones[0] ?? "",
    second_phone: settings.support_phones[1] ?? "",
    support_email: settings.support_email,
    hours_from: String(settings.working_hours.from),
    hours_to: String(settings.working_hours.to),
    days: settings.working_hours.days,
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
    company_name: values.company_name,
    legal_form: values.legal_form,
    inn: values.inn,
    ogrn: values.ogrn,
    legal_address: values.legal_address,
    support_phones: [typedPhone(values.phone), typedPhone(values.second_phone)].filter(Boolean),
    support_email: values.support_email,
    working_hours: {
      from: Number(values.hours_from),
      to: Number(values.hours_to),
      days: values.days,
    },
    whatsapp_url: values.whatsapp_url,
    telegram_url: values.telegram_url,
    yandex_verification: values.yandex_verification,
    google_verification: values.google_verification,
  };
}
