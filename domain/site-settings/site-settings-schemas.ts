/** Site settings API shapes (issue 10 §6). The web imports only types from here. */
import { z } from "zod";
import { formatPhone } from "../contacts/phone.ts";
import { normalizePhone } from "../contacts/phone-number.ts";
import { officeHoursSchema } from "../office-hours/office-hours-schemas.ts";
import { isKpp, isValidInn, isValidOgrn } from "../requisites.ts";
import {
  ACCENT_COLOR_PATTERN,
  contrastOnWhite,
  contrastText,
  MIN_ACCENT_CONTRAST,
  SHORT_NAME_MAX,
  SITE_NAME_MAX,
} from "./brand.ts";
import { LEGAL_FORMS, REQUISITE_LENGTHS } from "./legal-forms.ts";
import { MAX_SUPPORT_PHONES, type SiteSettings } from "./site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "./site-settings-texts.ts";

const timeRange = z.object({ from: z.string(), to: z.string() });
/** The stored hours as they are read (checked on the way in by officeHoursSchema). */
const officeHours = z.object({
  week: z.object({
    mon: z.array(timeRange),
    tue: z.array(timeRange),
    wed: z.array(timeRange),
    thu: z.array(timeRange),
    fri: z.array(timeRange),
    sat: z.array(timeRange),
    sun: z.array(timeRange),
  }),
  holidays: z.array(z.string()),
  auto_reply: z.string(),
});

/** GET /api/site-settings. */
export const siteSettingsSchema = z.object({
  site_name: z.string(),
  site_short_name: z.string().nullable(),
  accent_color: z.string(),
  logo_url: z.string().nullable(),
  company_name: z.string(),
  legal_form: z.enum(LEGAL_FORMS),
  inn: z.string().nullable(),
  ogrn: z.string().nullable(),
  kpp: z.string().nullable(),
  signatory_name: z.string().nullable(),
  signatory_title: z.string().nullable(),
  legal_address: z.string().nullable(),
  support_phones: z.array(z.string()),
  support_email: z.string(),
  office_hours: officeHours,
  whatsapp_url: z.string().nullable(),
  telegram_url: z.string().nullable(),
  yandex_verification: z.string().nullable(),
  google_verification: z.string().nullable(),
}) satisfies z.ZodType<SiteSettings>;

/**
 * A support phone in the site's one format: a Russian one «+7 (XXX) XXX-XX-XX» from whatever was
 * typed, another country's as E.164; null when it is not a number. The site's phones are shown,
 * never dialled by the server: kept in the shown form.
 */
export function normalizeSupportPhone(text: string): string | null {
  const e164 = normalizePhone(text);
  return e164 ? formatPhone(e164) : null;
}

/** Empty or blank means «not given». */
const optionalText = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .nullish()
    .transform((value) => value || null);

/** Digits only (spaces typed between groups are dropped); the length is checked with the form. */
const requisite = z
  .string()
  .nullish()
  .transform((value) => value?.replace(/\s/g, "") || null);

const messengerUrl = (name: string) =>
  z
    .string()
    .trim()
    .max(300, { error: T.messengerInvalid(name) })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpsUrl(value), { error: T.messengerInvalid(name) });

/** What a search engine's verification meta tag carries: letters, digits, `-` and `_`. */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A webmaster service's verification code: the code itself, or the whole meta tag the service
 * shows, pasted as it is (its `content` is taken). Empty means «not set».
 */
const verificationCode = (name: string) =>
  z
    .string({ error: T.verificationInvalid(name) })
    .max(500, { error: T.verificationInvalid(name) })
    .nullish()
    .transform((value) => {
      const text = value?.trim() ?? "";
      return (/\bcontent\s*=\s*["']([^"']*)["']/i.exec(text)?.[1] ?? text).trim() || null;
    })
    .refine((value) => value === null || VERIFICATION_CODE_PATTERN.test(value), {
      error: T.verificationInvalid(name),
    });

function isHttpsUrl(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * The brand's fields of the form (issue 44 §1). Optional: a caller that sends the form without
 * them (one written before they existed) keeps the stored ones (server/modules/site-settings).
 */
const brandFields = {
  site_name: z
    .string({ error: T.siteNameRequired })
    .trim()
    .min(1, { error: T.siteNameRequired })
    .max(SITE_NAME_MAX, { error: T.siteNameTooLong })
    .optional(),
  site_short_name: z
    .string({ error: T.shortNameTooLong })
    .trim()
    .max(SHORT_NAME_MAX, { error: T.shortNameTooLong })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  accent_color: z
    .string({ error: T.accentInvalid })
    .trim()
    .toLowerCase()
    .regex(ACCENT_COLOR_PATTERN, { error: T.accentInvalid })
    .refine((value) => contrastOnWhite(value) >= MIN_ACCENT_CONTRAST, {
      // A function of the input: the refusal names the colour's own contrast.
      error: (issue) => T.accentLowContrast(contrastText(contrastOnWhite(String(issue.input)))),
    })
    .optional(),
};

const supportEmail = z.email();

/** PUT /api/site-settings: the whole form; phones come back in the site's one format. */
export const updateSiteSettingsSchema = z
  .object({
    ...brandFields,
    // Empty while the firm is not named yet (a skipped first-run setup); requisites need a name.
    company_name: z
      .string({ error: T.companyNameRequired })
      .trim()
      .max(300, { error: T.companyNameTooLong })
      .nullish()
      .transform((value) => value ?? ""),
    legal_form: z.enum(LEGAL_FORMS, { error: T.legalFormRequired }),
    inn: requisite,
    ogrn: requisite,
    // A КПП may carry Latin capitals: typed in lower case, it is the same code.
    kpp: requisite.transform((value) => value?.toUpperCase() ?? null),
    signatory_name: optionalText(200, T.signatoryTooLong),
    signatory_title: optionalText(200, T.signatoryTooLong),
    legal_address: optionalText(500, T.addressTooLong),
    support_phones: z
      .array(z.string({ error: T.phoneInvalid }).trim().max(40, { error: T.phoneInvalid }), {
        error: T.phoneRequired,
      })
      .transform((phones) => phones.filter((phone) => phone !== ""))
      .pipe(
        // None yet is allowed (issue 44 §3): a fresh site shows no phone until one is given.
        z.array(z.string()).max(MAX_SUPPORT_PHONES, { error: T.tooManyPhones }),
      )
      .transform((phones, ctx) =>
        phones.map((phone) => {
          const normalized = normalizeSupportPhone(phone);
          if (!normalized) ctx.addIssue({ code: "custom", message: T.phoneInvalid });
          return normalized ?? phone;
        }),
      ),
    // Empty until the operator gives one (issue 44 §3).
    support_email: z
      .string({ error: T.emailInvalid })
      .trim()
      .toLowerCase()
      .refine(
        (value) => value === "" || (value.length <= 254 && supportEmail.safeParse(value).success),
        {
          error: T.emailInvalid,
        },
      ),
    office_hours: officeHoursSchema,
    whatsapp_url: messengerUrl("WhatsApp"),
    telegram_url: messengerUrl("Telegram"),
    yandex_verification: verificationCode("Яндекс Вебмастера"),
    google_verification: verificationCode("Google Search Console"),
  })
  .superRefine((body, ctx) => {
    if (body.kpp !== null) {
      if (body.legal_form !== "organization") {
        ctx.addIssue({ code: "custom", path: ["kpp"], message: T.kppForSoleTrader });
      } else if (!isKpp(body.kpp)) {
        ctx.addIssue({ code: "custom", path: ["kpp"], message: T.kppInvalid });
      }
    }
    if (!body.company_name && (body.inn || body.ogrn || body.legal_address)) {
      ctx.addIssue({ code: "custom", path: ["company_name"], message: T.companyNameRequired });
    }
    const lengths = REQUISITE_LENGTHS[body.legal_form];
    if (body.inn !== null) {
      if (!new RegExp(`^\\d{${lengths.inn}}$`).test(body.inn)) {
        ctx.addIssue({ code: "custom", path: ["inn"], message: T.innLength(body.legal_form) });
      } else if (!isValidInn(body.inn)) {
        ctx.addIssue({ code: "custom", path: ["inn"], message: T.innChecksum });
      }
    }
    if (body.ogrn !== null) {
      if (!new RegExp(`^\\d{${lengths.ogrn}}$`).test(body.ogrn)) {
        ctx.addIssue({ code: "custom", path: ["ogrn"], message: T.ogrnLength(body.legal_form) });
      } else if (!isValidOgrn(body.ogrn)) {
        ctx.addIssue({ code: "custom", path: ["ogrn"], message: T.ogrnChecksum(body.legal_form) });
      }
    }
  });
export type UpdateSiteSettingsRequest = z.input<typeof updateSiteSettingsSchema>;
export type UpdateSiteSettingsBody = z.output<typeof updateSiteSettingsSchema>;
