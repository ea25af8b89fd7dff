import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { PRICE_TEXTS, servicePaymentAmount } from "../../../domain/catalogue/services.ts";
import { formatRoubles } from "../../../domain/money.ts";
import type { OrderTarget } from "../../lib/order-actions.ts";

type Priced = Pick<Service, "base_price" | "price_from">;

/** A zero price means the executor prices the work case by case. */
const byAgreement = `Цена ${PRICE_TEXTS.byAgreement}`;

/** Card price: «от 3 000 руб.» when the price is a starting point, else «3 000 руб.». */
export function servicePriceText(service: Priced): string {
  if (service.base_price <= 0) return byAgreement;
  const amount = `${formatRoubles(service.base_price)} руб.`;
  return service.price_from ? `от ${amount}` : amount;
}

/** Detail modal price: «От 3 000₽» (spec 1 §2), without «От» for a fixed price. */
export function serviceModalPriceText(service: Priced): string {
  if (service.base_price <= 0) return byAgreement;
  const amount = `${formatRoubles(service.base_price)}₽`;
  return service.price_from ? `От ${amount}` : amount;
}

/** The pay button charges what the server will (an auto-lawyer service: its chat price). */
export function orderTargetOf(
  service: Pick<
    Service,
    "id" | "title" | "base_price" | "category" | "price_remote" | "price_full_service"
  >,
): OrderTarget {
  return {
    serviceId: service.id,
    title: service.title,
    amount: servicePaymentAmount(service),
    serviceType: service.category,
  };
}
