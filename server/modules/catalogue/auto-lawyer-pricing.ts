import { autoLawyerCatalogueFields } from "../../../domain/catalogue/auto-lawyer-admin.ts";
import { isAutoLawyerCategory } from "../../../domain/catalogue/services.ts";
import { kopecksToRoubles, roublesToKopecks } from "../../../domain/money.ts";
import type { services } from "../../db/schema/catalogue.ts";

type ServiceRow = typeof services.$inferSelect;
type PriceColumns = Pick<
  ServiceRow,
  | "category"
  | "basePriceKopecks"
  | "priceFrom"
  | "priceFullServiceKopecks"
  | "priceRemoteKopecks"
  | "priceFullServiceFrom"
  | "priceRemoteFrom"
  | "hideFullServicePrice"
  | "hideRemotePrice"
>;

/** A new row's price columns (the table's defaults). */
const NEW_ROW: Omit<PriceColumns, "category" | "basePriceKopecks"> = {
  priceFrom: false,
  priceFullServiceKopecks: null,
  priceRemoteKopecks: null,
  priceFullServiceFrom: false,
  priceRemoteFrom: false,
  hideFullServicePrice: false,
  hideRemotePrice: false,
};

const roubles = (kopecks: number | null) => (kopecks === null ? null : kopecksToRoubles(kopecks));

/**
 * The one rule for an auto-lawyer row's catalogue price, whichever tab writes it: base_price and
 * price_from follow the service's own two prices (autoLawyerCatalogueFields, decision 011), so the
 * «Услуги» form can never set a price the «Автоюрист» tab and the pay button disagree with. A
 * service that becomes an auto-lawyer one (created so, or moved to the category) with neither price
 * set takes the form's price as its remote price, so it stays payable. Other categories keep the columns as given.
 */
export function withAutoLawyerPricing<T extends Partial<PriceColumns>>(
  current: PriceColumns | null,
  patch: T,
): T {
  const merged = { ...NEW_ROW, ...current, ...patch } as PriceColumns;
  if (!isAutoLawyerCategory(merged.category)) return patch;
  // Only a service that is becoming an auto-lawyer one: an existing one whose prices the «Автоюрист»
  // tab cleared on purpose («Не указано») keeps them cleared.
  const becomingAutoLawyer = current === null || !isAutoLawyerCategory(current.category);
  const unpriced =
    becomingAutoLawyer &&
    merged.priceRemoteKopecks === null &&
    merged.priceFullServiceKopecks === null;
  const priced: PriceColumns = unpriced
    ? { ...merged, priceRemoteKopecks: merged.basePriceKopecks, priceRemoteFrom: merged.priceFrom }
    : merged;
  const catalogue = autoLawyerCatalogueFields({
    price_full_service: roubles(priced.priceFullServiceKopecks),
    price_remote: roubles(priced.priceRemoteKopecks),
    price_full_service_from: priced.priceFullServiceFrom,
    price_remote_from: priced.priceRemoteFrom,
    hide_full_service_price: priced.hideFullServicePrice,
    hide_remote_price: priced.hideRemotePrice,
  });
  return {
    ...patch,
    ...(unpriced
      ? { priceRemoteKopecks: priced.priceRemoteKopecks, priceRemoteFrom: priced.priceRemoteFrom }
      : {}),
    basePriceKopecks: roublesToKopecks(catalogue.base_price),
    priceFrom: catalogue.price_from,
  };
}
