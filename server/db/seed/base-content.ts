import { roublesToKopecks } from "../../../domain/money.ts";
import type { TariffKey } from "../../../domain/tariffs/tariffs.ts";
import { seedSiteDocument } from "../../modules/site-documents/service.ts";
import { seedSiteSettings } from "../../modules/site-settings/service.ts";
import type { Db } from "../client.ts";
import { businessTariffs } from "../schema/tariffs.ts";
import { addSignatureTermsToOffer } from "./offer-signature-terms.ts";
import { OFFER_TEXT } from "./texts/offer.ts";
import { PRIVACY_POLICY_TEXT } from "./texts/privacy-policy.ts";

const REMOTE_NOTE = "Полностью дистанционное обслуживание";

interface TariffSeed {
  id: TariffKey;
  name: string;
  priceRoubles: number;
  supportHours: string;
  consultationHours: number;
  documentsPerMonth: number;
  taskHours: number;
  courtPriceRoubles: number | null;
  tripPriceRoubles: number | null;
  notes: string[];
  sortOrder: number;
}

/** The executor cabinet's tariff table (spec 3 §9); descriptions are derived in domain/tariffs.ts. */
const TARIFFS: TariffSeed[] = [
  {
    id: "silver",
    name: "Silver",
    priceRoubles: 60_000,
    supportHours: "8:00 до 18:00",
    consultationHours: 5,
    documentsPerMonth: 12,
    taskHours: 48,
    courtPriceRoubles: 10_000,
    tripPriceRoubles: 5_000,
    notes: [REMOTE_NOTE],
    sortOrder: 1,
  },
  {
    id: "gold",
    name: "Gold",
    priceRoubles: 130_000,
    supportHours: "7:00 до 20:00",
    consultationHours: 10,
    documentsPerMonth: 23,
    taskHours: 24,
    courtPriceRoubles: 10_000,
    tripPriceRoubles: 5_000,
    notes: ["Выезд в офис заказчика при необходимости"],
    sortOrder: 2,
  },
  {
    id: "platinum",
    name: "Platinum",
    priceRoubles: 290_000,
    supportHours: "7:00 до 21:00",
    consultationHours: 25,
    documentsPerMonth: 60,
    taskHours: 12,
    courtPriceRoubles: 8_000,
    tripPriceRoubles: 3_000,
    notes: [
      "Персональный менеджер",
      "Наивысший приоритет задач",
      "Аудит текущих документов, сайтов и дел",
      "Полное юридическое сопровождение, включая ведение архива",
    ],
    sortOrder: 3,
  },
  {
    id: "micro",
    name: "МикроБизнес",
    priceRoubles: 30_000,
    supportHours: "9:00 до 17:00",
    consultationHours: 2,
    documentsPerMonth: 5,
    taskHours: 72,
    courtPriceRoubles: 12_000,
    tripPriceRoubles: 6_000,
    notes: [REMOTE_NOTE],
    sortOrder: 4,
  },
];

const toKopecks = (roubles: number | null) => (roubles === null ? null : roublesToKopecks(roubles));

/**
 * Product data that must exist even without demo content: the four business tariffs, the two
 * legal texts and the site settings. Inserts only what is missing and never overwrites edits made
 * in the cabinet (an offer without the terms of electronic signatures gets a new version instead).
 */
export async function seedBaseContent(db: Db): Promise<void> {
  await db
    .insert(businessTariffs)
    .values(
      TARIFFS.map((tariff) => ({
        id: tariff.id,
        name: tariff.name,
        priceKopecks: roublesToKopecks(tariff.priceRoubles),
        supportHours: tariff.supportHours,
        consultationHours: tariff.consultationHours,
        documentsPerMonth: tariff.documentsPerMonth,
        taskHours: tariff.taskHours,
        courtPriceKopecks: toKopecks(tariff.courtPriceRoubles),
        tripPriceKopecks: toKopecks(tariff.tripPriceRoubles),
        notes: tariff.notes,
        sortOrder: tariff.sortOrder,
      })),
    )
    .onConflictDoNothing({ target: businessTariffs.id });

  await seedSiteDocument(db, "offer", OFFER_TEXT);
  // An older site's offer gains the terms of electronic signatures (issue 45 §3).
  await addSignatureTermsToOffer(db);
  await seedSiteDocument(db, "privacy_policy", PRIVACY_POLICY_TEXT);
  await seedSiteSettings(db);
}
