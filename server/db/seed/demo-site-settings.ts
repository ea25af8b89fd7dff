import {
  SITE_SETTINGS_DEFAULTS,
  type SiteSettings,
} from "../../../domain/site-settings/site-settings.ts";

/**
 * The demo's seller: marked as a demo, so nobody mistakes it for a firm. A database without demo
 * content starts with no company at all (issue 28 §2).
 */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  ...SITE_SETTINGS_DEFAULTS,
  company_name: "ИП Демо Исполнитель (демонстрационные реквизиты)",
};
