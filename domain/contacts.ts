/** Public contact details and promises shown on the site (spec 1 §1, §9). */
export const SITE_NAME = "ЮрПомощь Онлайн";
export const CONTACT_PHONES = ["+7 (495) 120-45-67", "+7 (800) 550-31-20"] as const;
export const CONTACT_EMAIL = "help@yurpomosh.online";
export const WORKING_HOURS_TEXT = "с 8:00 до 21:00 по московскому времени, без выходных";
export const WORKING_HOURS = { from: 8, to: 21 } as const;
export const EXECUTOR_REPLY_MINUTES = 7;
export const COPYRIGHT_YEAR = 2024;
