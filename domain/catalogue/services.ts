/**
 * Catalogue category keys: spec 1 §3's, plus `family` and `labor` that the service form of spec 3
 * §5 offers. `auto_lawyer` is an alias of `auto` kept for old data.
 */
import { formatRoubles } from "../money.ts";

export const SERVICE_CATEGORIES = [
  "consultation",
  "contracts",
  "claims",
  "litigation",
  "appeals",
  "auto",
  "bankruptcy",
  "family",
  "labor",
  "government",
  "services",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  consultation: "Консультации",
  contracts: "Договоры",
  claims: "Претензии",
  litigation: "Исковые заявления",
  appeals: "Жалобы и обжалование",
  auto: "Автоюрист",
  bankruptcy: "Банкротство",
  family: "Семейное право",
  labor: "Трудовое право",
  government: "Госорганы",
  services: "Общие услуги",
};

export function normalizeCategory(category: string): ServiceCategory {
  if (category === "auto_lawyer") return "auto";
  return (SERVICE_CATEGORIES as readonly string[]).includes(category)
    ? (category as ServiceCategory)
    : "services";
}

export function isAutoLawyerCategory(category: string): boolean {
  return normalizeCategory(category) === "auto";
}

/** Services with a dedicated page of kinds, found by their slug (spec 1 §2, service detail modal). */
export const SERVICE_SLUGS = ["contract-drafting", "lawsuit-drafting"] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const RECOMMENDATIONS_MAX = 5;
/**
 * The most services the catalogue holds (auto-lawyer ones included). One firm's own catalogue is
 * tens of services, and its lists are read whole (the site's catalogue, the cabinet's reorder,
 * which must name every service), so they are capped rather than paged: a new service past the
 * cap is refused, and every list query stops there too, so no table growth can make an answer
 * unbounded.
 */
export const CATALOGUE_SERVICES_MAX = 500;
export const HOME_SERVICES_COUNT = 15;

/** Chat base price of an auto-lawyer service: remote, else full service, else 0 (spec 1 §2). */
export function autoLawyerChatPrice(service: {
  price_remote: number | null;
  price_full_service: number | null;
}): number {
  return service.price_remote ?? service.price_full_service ?? 0;
}

/**
 * What «Оплатить» charges for a catalogue service, wherever the button sits: an auto-lawyer
 * service's chat price (remote, else full service), any other service's base price. The server
 * takes the amount from this, never from the browser.
 */
export function servicePaymentAmount(service: {
  category: string;
  base_price: number;
  price_remote: number | null;
  price_full_service: number | null;
}): number {
  return isAutoLawyerCategory(service.category) ? autoLawyerChatPrice(service) : service.base_price;
}

export const PRICE_TEXTS = {
  notSet: "Не указано",
  hidden: "Скрыто",
  byAgreement: "по договоренности",
  fullServiceLabel: "под ключ",
  remoteLabel: "удаленно",
  fullServiceTooltip:
    "Под ключ — полное профессиональное сопровождение с личным участием специалиста",
  remoteTooltip:
    "Удаленно — профессиональное сопровождение без личного участия: документы готовятся и подаются онлайн",
} as const;

/** How one auto-lawyer price reads: «Скрыто», «Не указано», «от 5 000 ₽» or «5 000 ₽». */
export function autoLawyerPriceText(value: number | null, hidden: boolean, from: boolean): string {
  if (hidden) return PRICE_TEXTS.hidden;
  if (value === null) return PRICE_TEXTS.notSet;
  const amount = `${formatRoubles(value)} ₽`;
  return from ? `от ${amount}` : amount;
}

export const CATALOGUE_TEXTS = {
  loading: "Загрузка услуг...",
  noRecommendations: "Для данной услуги нет дополнительных рекомендаций",
  notFound: "Услуга не найдена",
  /** The catalogue card's link to the service's own page. */
  servicePage: "Подробнее об услуге",
  full: `В каталоге уже ${CATALOGUE_SERVICES_MAX} услуг: удалите ненужные, чтобы добавить новую`,
} as const;
