import { RECOMMENDATIONS_MAX } from "../../../domain/catalogue/services.ts";
import { roublesToKopecks } from "../../../domain/money.ts";
import type { services } from "../schema/catalogue.ts";
import { AUTO_SERVICES, type AutoServiceSeed } from "./demo-auto-services.ts";
import { GENERAL_SERVICES, type GeneralServiceSeed } from "./demo-services.ts";

/**
 * Catalogue order (sort_order 0..N). The first 15 form the home-page grid, so they mix every
 * category.
 */
const CATALOGUE_ORDER = [
  "consultation-online",
  "contract-drafting",
  "claim-drafting",
  "lawsuit-drafting",
  "auto-accident",
  "appeal",
  "bankruptcy-individual",
  "gov-complaint",
  "document-review",
  "written-opinion",
  "auto-osago",
  "contract-review",
  "debt-claim",
  "court-representation",
  "business-registration",
  "cassation",
  "court-order-cancel",
  "auto-license",
  "bankruptcy-consultation",
  "divorce-lawsuit",
  "auto-defective-car",
  "realty-deal",
  "housing-complaint",
  "auto-fine",
  "marriage-contract",
  "auto-dealer",
  "auto-purchase",
] as const;

/** Recommended additional services, in display order; `auto-purchase` deliberately has none. */
export const DEMO_RECOMMENDATIONS: Record<string, string[]> = {
  "consultation-online": ["written-opinion", "document-review", "claim-drafting"],
  "contract-drafting": ["contract-review", "document-review", "consultation-online"],
  "claim-drafting": ["lawsuit-drafting", "consultation-online", "gov-complaint"],
  "lawsuit-drafting": ["court-representation", "claim-drafting", "appeal", "consultation-online"],
  "auto-accident": ["auto-osago", "lawsuit-drafting", "court-representation"],
  appeal: ["cassation", "court-representation", "written-opinion"],
  "bankruptcy-individual": ["bankruptcy-consultation", "court-order-cancel", "document-review"],
  "gov-complaint": ["housing-complaint", "consultation-online", "claim-drafting"],
  "document-review": ["written-opinion", "contract-review", "consultation-online"],
  "written-opinion": ["document-review", "lawsuit-drafting"],
  "auto-osago": ["auto-accident", "claim-drafting", "lawsuit-drafting", "court-representation"],
  "contract-review": ["contract-drafting", "written-opinion"],
  "debt-claim": ["lawsuit-drafting", "court-representation", "consultation-online"],
  "court-representation": ["lawsuit-drafting", "appeal", "written-opinion"],
  "business-registration": ["contract-drafting", "consultation-online"],
  cassation: ["appeal", "court-representation", "written-opinion"],
  "court-order-cancel": ["consultation-online", "bankruptcy-consultation", "court-representation"],
  "auto-license": ["court-representation", "appeal", "auto-fine"],
  "bankruptcy-consultation": ["bankruptcy-individual", "court-order-cancel", "document-review"],
  "divorce-lawsuit": ["marriage-contract", "court-representation", "consultation-online"],
  "auto-defective-car": [
    "auto-dealer",
    "claim-drafting",
    "lawsuit-drafting",
    "court-representation",
  ],
  "realty-deal": ["contract-review", "contract-drafting", "document-review"],
  "housing-complaint": ["gov-complaint", "claim-drafting", "lawsuit-drafting"],
  "auto-fine": ["auto-license", "appeal", "consultation-online"],
  "marriage-contract": ["divorce-lawsuit", "consultation-online", "realty-deal"],
  "auto-dealer": ["auto-defective-car", "claim-drafting", "lawsuit-drafting"],
};

type ServiceRow = typeof services.$inferInsert;
export type DemoServiceRow = ServiceRow & { key: string };

const toKopecks = (roubles: number | null) => (roubles === null ? null : roublesToKopecks(roubles));

function generalRow(seed: GeneralServiceSeed, sortOrder: number): DemoServiceRow {
  return {
    key: seed.key,
    slug: seed.slug ?? null,
    title: seed.title,
    description: seed.description,
    tooltip: seed.tooltip,
    category: seed.category,
    basePriceKopecks: roublesToKopecks(seed.priceRoubles),
    priceFrom: seed.priceFrom,
    sortOrder,
  };
}

/** Chat base price of an auto-lawyer service: remote, else full service, else 0 (spec 1 §2). */
function autoRow(seed: AutoServiceSeed, sortOrder: number): DemoServiceRow {
  const full = toKopecks(seed.fullServiceRoubles);
  const remote = toKopecks(seed.remoteRoubles);
  const basePriceKopecks = remote ?? full ?? 0;
  const priceFrom =
    remote !== null ? seed.remoteFrom : full !== null ? seed.fullServiceFrom : false;
  return {
    key: seed.key,
    slug: null,
    title: seed.title,
    description: seed.description,
    tooltip: seed.tooltip,
    category: "auto",
    basePriceKopecks,
    priceFrom,
    priceFullServiceKopecks: full,
    priceRemoteKopecks: remote,
    priceFullServiceFrom: seed.fullServiceFrom,
    priceRemoteFrom: seed.remoteFrom,
    hideFullServicePrice: seed.hideFullServicePrice ?? false,
    sortOrder,
  };
}

/** Every demo service as an insert row in catalogue order, with its local key. */
export function demoServiceRows(): DemoServiceRow[] {
  const general = new Map(GENERAL_SERVICES.map((seed) => [seed.key, seed]));
  const auto = new Map(AUTO_SERVICES.map((seed) => [seed.key, seed]));
  if (general.size + auto.size !== CATALOGUE_ORDER.length) {
    throw new Error("Demo catalogue order does not list every demo service exactly once");
  }
  return CATALOGUE_ORDER.map((key, index) => {
    const generalSeed = general.get(key);
    if (generalSeed) return generalRow(generalSeed, index);
    const autoSeed = auto.get(key);
    if (autoSeed) return autoRow(autoSeed, index);
    throw new Error(`Unknown demo service key: ${key}`);
  });
}

/** Recommendation rows for the inserted services, checked against the domain limits. */
export function demoRecommendationRows(idsByKey: Map<string, number>) {
  const idOf = (key: string) => {
    const id = idsByKey.get(key);
    if (id === undefined) throw new Error(`Unknown demo service key: ${key}`);
    return id;
  };
  return Object.entries(DEMO_RECOMMENDATIONS).flatMap(([key, recommended]) => {
    if (recommended.length > RECOMMENDATIONS_MAX || recommended.includes(key)) {
      throw new Error(`Invalid demo recommendations for ${key}`);
    }
    return recommended.map((recommendedKey, position) => ({
      serviceId: idOf(key),
      recommendedServiceId: idOf(recommendedKey),
      position,
    }));
  });
}
