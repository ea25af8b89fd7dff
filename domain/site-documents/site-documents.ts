import { siteNameOf } from "../site-settings/brand.ts";
import {
  requisitesLine,
  type SiteSettings,
  workingHoursText,
} from "../site-settings/site-settings.ts";

export const SITE_DOCUMENT_KEYS = ["offer", "privacy_policy"] as const;
export type SiteDocumentKey = (typeof SITE_DOCUMENT_KEYS)[number];

export const SITE_DOCUMENT_TITLES: Record<SiteDocumentKey, string> = {
  offer: "Публичная оферта",
  privacy_policy: "Политика обработки персональных данных",
};

/** Shown instead of a document when it cannot be loaded (spec 1 §8). */
export const SITE_DOCUMENT_FALLBACKS: Record<SiteDocumentKey, string> = {
  offer: "Оферта временно недоступна",
  privacy_policy: "Политика обработки персональных данных временно недоступна",
};

/**
 * A legal text runs to some tens of thousands of characters (ours: 8 and 11 thousand); the limit
 * keeps a pasted book or a script's garbage out, not a long contract.
 */
export const SITE_DOCUMENT_MAX_LENGTH = 100_000;

/**
 * The history list shows at most this many editions, the newest first. A legal text is edited a
 * few times a year, so the list is capped rather than paged; an older edition stays readable by
 * its number (GET …/versions/{version}), and a consent's edition is never lost.
 */
export const SITE_DOCUMENT_VERSIONS_LISTED_MAX = 500;

/**
 * The version a consent names when the document had none at that moment (the placeholder text of
 * SITE_DOCUMENT_FALLBACKS was all there was to read). Real versions start at 1.
 */
export const NO_DOCUMENT_VERSION = 0;

/**
 * Words in a document's text that the site replaces with the site settings when it shows the
 * document, so the company's details and contacts live in one place (issue 10 §6). A version
 * keeps the words; what a reader saw at a moment is the version with the settings of that moment
 * (both are kept: the versions and the audit log of the settings).
 */
export const SITE_DOCUMENT_PLACEHOLDERS = {
  site: "{сайт}",
  company: "{компания}",
  requisites: "{реквизиты}",
  phones: "{телефоны}",
  email: "{email}",
  hours: "{часы работы}",
} as const;

/**
 * What {компания} reads inside a sentence while the operator has not named the company: the
 * site's own name, never an invented seller (issue 28 §2). A line that is only the placeholder
 * is left out instead.
 */
export const companyNotSet = (settings: SiteSettings) => `«${siteNameOf(settings)}»`;

/** What {email} or {телефоны} reads inside a sentence while the operator has not given it. */
export const CONTACT_NOT_SET = "(не указан)";

/** The document as the site shows it: the placeholders filled from the settings. */
export function fillSiteDocument(text: string, settings: SiteSettings): string {
  const P = SITE_DOCUMENT_PLACEHOLDERS;
  const company = settings.company_name.trim();
  const requisites = requisitesLine(settings);
  let filled = text;
  // Unset details leave no trace: their own lines go, and so does «. {реквизиты}» in a sentence.
  if (!company) filled = filled.replace(/^[ \t]*\{компания\}[ \t]*(?:\n|$)/gm, "");
  if (!requisites) {
    filled = filled
      .replace(/^[ \t]*\{реквизиты\}[ \t]*(?:\n|$)/gm, "")
      .replace(/[.;]?[ \t]*\{реквизиты\}/g, "");
  }
  // A fresh site has no phone or e-mail yet (issue 44 §3): a line that only gives one
  // («Телефоны: {телефоны}») goes; inside a sentence the reader is told it is not given.
  const phones = settings.support_phones.join(", ");
  for (const [word, value] of [
    [P.phones, phones],
    [P.email, settings.support_email],
  ] as const) {
    if (value) continue;
    filled = filled
      .replace(
        new RegExp(`^[^\\n.]{0,40}:[ \\t]*\\${word.slice(0, -1)}\\}[ \\t]*(?:\\n|$)`, "gm"),
        "",
      )
      .replaceAll(word, CONTACT_NOT_SET);
  }
  filled = filled.replace(/\n{3,}/g, "\n\n");
  const values: Record<string, string> = {
    [P.site]: siteNameOf(settings),
    [P.company]: company || companyNotSet(settings),
    [P.requisites]: requisites,
    [P.phones]: phones,
    [P.email]: settings.support_email,
    [P.hours]: workingHoursText(settings.office_hours),
  };
  return filled.replace(
    /\{(?:сайт|компания|реквизиты|телефоны|email|часы работы)\}/g,
    (word) => values[word] ?? word,
  );
}

/** «Редакция 3 от 12.05.2026»: how a version is named on the site and in the cabinet. */
export const editionLabel = (version: number, date: string) => `Редакция ${version} от ${date}`;
