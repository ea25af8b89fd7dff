import {
  BILLING_SETTINGS_DEFAULTS,
  type BillingSettings,
} from "../../../domain/billing/billing.ts";
import {
  SITE_SETTINGS_DEFAULTS,
  type SiteSettings,
} from "../../../domain/site-settings/site-settings.ts";

/** The demo's site name: the only place the code spells a brand (issue 44 §1). */
export const DEMO_SITE_NAME = "ЮрПомощь Онлайн";

/**
 * The demo's seller and contacts: marked as a demo, so nobody mistakes it for a firm. A database without demo
 * content starts with no company at all (issue 28 §2). Its requisites are complete, so the demo
 * issues companies' invoices and acts (issue 43 §6), and plainly invented: the ИНН's region and
 * the ОГРНИП's year are 00, which no real one has; the check digits hold, so the form takes them.
 */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  ...SITE_SETTINGS_DEFAULTS,
  site_name: DEMO_SITE_NAME,
  company_name: "ИП Демо Исполнитель (демонстрационные реквизиты)",
  inn: "000000000184",
  ogrn: "300000000000004",
  legal_address: "101000, г. Москва, ул. Демонстрационная, д. 1",
  // The demo's contacts; a site without demo content has none until the operator gives them.
  support_phones: ["+7 (495) 120-45-67", "+7 (800) 550-31-20"],
  support_email: "help@yurpomosh.online",
  signatory_name: "Демо Исполнитель",
};

/**
 * The demo's bank for invoices (issue 44 §2: no invoice without one), as invented as the rest: no
 * bank has this БИК; the accounts' keys hold against it, so the form takes them.
 */
export const DEMO_BILLING_SETTINGS: BillingSettings = {
  ...BILLING_SETTINGS_DEFAULTS,
  bank_name: "Демо-банк (демонстрационные реквизиты)",
  bik: "044500001",
  account: "40802810700000000001",
  correspondent_account: "30101810100000000001",
};
