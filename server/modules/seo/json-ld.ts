/**
 * schema.org data for search engines (JSON-LD in the page's head): the firm on the home page, a
 * service with its offer, an article, and the path to a page. Plain objects; head-tags.ts writes
 * them into the HTML safely.
 */
import type { Article } from "../../../domain/articles/article-schemas.ts";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { servicePaymentAmount } from "../../../domain/catalogue/services.ts";
import {
  type OfficeHours,
  WEEKDAYS,
  type Weekday,
} from "../../../domain/office-hours/office-hours.ts";
import { servicePriceIsFrom } from "../../../domain/site-pages/item-meta.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import {
  ADDRESS_COUNTRY,
  parsePostalAddress,
} from "../../../domain/site-settings/postal-address.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** The firm's name as the public sees it: the company once named, the site's name until then. */
/** The name the firm trades under on this site (its brand); its legal name is `legalName`. */
const firmName = (settings: SiteSettings) => siteNameOf(settings);

const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/**
 * The week as schema.org's opening hours: one entry per time range with the days it holds for
 * («24:00» is written 23:59, as search engines read the end of a day).
 */
function openingHours(hours: OfficeHours): JsonLd[] {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const weekday of WEEKDAYS) {
    for (const range of hours.week[weekday]) {
      const key = `${range.from}-${range.to}`;
      const entry = byRange.get(key) ?? {
        opens: range.from,
        closes: range.to === "24:00" ? "23:59" : range.to,
        days: [],
      };
      entry.days.push(SCHEMA_DAYS[weekday]);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: entry.days,
    opens: entry.opens,
    closes: entry.closes,
  }));
}

/**
 * `PostalAddress` of the legal address: index, locality and street apart where the address reads
 * so (domain/site-settings/postal-address.ts), whole as the street where it does not. A local
 * business must have an address, so it is there even before the operator has given one: the
 * country alone, which every seller the settings take is in (their requisites are Russian), while
 * the first-run setup and «Обзор» ask for the rest (docs/decisions/051).
 */
function postalAddressLd(legalAddress: string | null): JsonLd {
  const written = legalAddress?.trim() ?? "";
  const parts = written ? (parsePostalAddress(written) ?? { streetAddress: written }) : {};
  return { "@type": "PostalAddress", ...parts, addressCountry: ADDRESS_COUNTRY };
}

/** `LegalService`: the firm, its contacts and hours from «Настройки сайта». */
export function legalServiceLd(settings: SiteSettings, url: string): JsonLd {
  const opening = openingHours(settings.office_hours);
  return {
    "@context": CONTEXT,
    "@type": "LegalService",
    name: firmName(settings),
    ...(settings.company_name.trim() ? { legalName: settings.company_name.trim() } : {}),
    url,
    ...(settings.support_phones[0] ? { telephone: settings.support_phones[0] } : {}),
    ...(settings.support_email ? { email: settings.support_email } : {}),
    address: postalAddressLd(settings.legal_address),
    ...(opening.length > 0 ? { openingHoursSpecification: opening } : {}),
    areaServed: { "@type": "Country", name: "Россия" },
    ...(settings.inn ? { taxID: settings.inn } : {}),
  };
}

/** `Service` with its `Offer` in roubles (a starting price as the offer's lowest). */
export function serviceLd(service: Service, url: string, settings: SiteSettings): JsonLd {
  const amount = servicePaymentAmount(service);
  const offer: JsonLd = {
    "@type": "Offer",
    priceCurrency: "RUB",
    url,
    availability: "https://schema.org/InStock",
  };
  if (amount > 0) {
    offer.price = amount;
    if (servicePriceIsFrom(service)) {
      offer.priceSpecification = {
        "@type": "PriceSpecification",
        minPrice: amount,
        priceCurrency: "RUB",
      };
    }
  }
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.title,
    ...(service.description ? { description: service.description } : {}),
    url,
    serviceType: service.title,
    provider: { "@type": "LegalService", name: firmName(settings) },
    areaServed: { "@type": "Country", name: "Россия" },
    offers: offer,
  };
}

/** `Article`: headline (a search engine reads up to 110 characters), dates, author. */
export function articleLd(
  article: Article,
  { url, description, modifiedAt }: { url: string; description: string; modifiedAt: string },
  settings: SiteSettings,
): JsonLd {
  const firm = { "@type": "Organization", name: firmName(settings) };
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description,
    datePublished: article.published_at,
    dateModified: modifiedAt,
    inLanguage: "ru",
    mainEntityOfPage: url,
    url,
    author: firm,
    publisher: firm,
  };
}

/** `BreadcrumbList`: the way from the home page to this one, each step with its absolute URL. */
export function breadcrumbLd(steps: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
