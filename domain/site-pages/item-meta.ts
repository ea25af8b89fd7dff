/**
 * The title and description of one service's page and one article's: the server writes them into
 * the HTML it sends (server/http/seo) and the React page renders the same ones, so a search
 * engine that runs scripts and one that does not read the same words.
 */
import { articlePreview } from "../articles/articles.ts";
import type { Service } from "../catalogue/service-schemas.ts";
import { isAutoLawyerCategory, PRICE_TEXTS, servicePaymentAmount } from "../catalogue/services.ts";
import { formatRoubles } from "../money.ts";

/** A search result shows about 160 characters of a description. */
const DESCRIPTION_MAX = 160;

/** Cut at a word before `max`, with «…», so a result never ends mid-word. */
export function shortened(text: string, max = DESCRIPTION_MAX): string {
  // Line breaks and runs of spaces, not the no-break spaces inside «1 500 ₽».
  const flat = text.replace(/[ \t\r\n]+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[ ,.;:—-]+$/, "")}…`;
}

type PricedService = Pick<
  Service,
  | "category"
  | "base_price"
  | "price_from"
  | "price_remote"
  | "price_full_service"
  | "price_remote_from"
  | "price_full_service_from"
>;

/** Whether the price is a starting point («от»): an auto-lawyer service's flag of its chat price. */
export function servicePriceIsFrom(service: PricedService): boolean {
  if (!isAutoLawyerCategory(service.category)) return service.price_from;
  return service.price_remote !== null
    ? service.price_remote_from
    : service.price_full_service_from;
}

/** «от 3 000 ₽», «5 000 ₽» or «цена по договоренности». */
export function servicePriceWords(service: PricedService): string {
  const amount = servicePaymentAmount(service);
  if (amount <= 0) return `цена ${PRICE_TEXTS.byAgreement}`;
  const text = `${formatRoubles(amount)} ₽`;
  return servicePriceIsFrom(service) ? `от ${text}` : text;
}

export function serviceMeta(service: PricedService & Pick<Service, "title" | "description">) {
  return {
    title: service.title,
    description: shortened(
      `${service.title}: ${servicePriceWords(service)}. ${service.description}`.trim(),
    ),
  };
}

export function articleMeta(article: { title: string; content: string }) {
  return { title: article.title, description: shortened(articlePreview(article.content)) };
}
