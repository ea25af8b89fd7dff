import { SITE_NAME } from "../../../../domain/contacts.ts";
import { SITE_SETTINGS_DEFAULTS } from "../../../../domain/site-settings/site-settings.ts";

/**
 * The operator of the service as the first versions of the legal texts name it: the defaults of
 * the site settings. The operator fills in the real details (name, OGRNIP/OGRN, INN, address) in
 * «Настройки сайта» and saves new versions of the texts in «Документы сайта» before going live.
 */
export const OPERATOR_NAME = SITE_SETTINGS_DEFAULTS.company_name;
export const OPERATOR_DETAILS =
  "ОГРНИП, ИНН и адрес для корреспонденции указываются оператором сервиса";
export const OPERATOR_EMAIL = SITE_SETTINGS_DEFAULTS.support_email;

export const CONTACTS_BLOCK = `Сервис: «${SITE_NAME}»

Электронная почта: ${OPERATOR_EMAIL}

Телефоны: ${SITE_SETTINGS_DEFAULTS.support_phones.join(", ")}`;
