import { formatRoubles } from "../../../domain/money.ts";
import type { Service } from "../../../domain/services.ts";

/** Card price: «от 3 000 руб.» when the price is a starting point, else «3 000 руб.». */
export function servicePriceText(service: Pick<Service, "base_price" | "price_from">): string {
  const amount = `${formatRoubles(service.base_price)} руб.`;
  return service.price_from ? `от ${amount}` : amount;
}

/** Detail modal price: «От 3 000₽» (spec 1 §2), without «От» for a fixed price. */
export function serviceModalPriceText(service: Pick<Service, "base_price" | "price_from">): string {
  const amount = `${formatRoubles(service.base_price)}₽`;
  return service.price_from ? `От ${amount}` : amount;
}

export function orderTargetOf(service: Pick<Service, "id" | "title" | "base_price" | "category">) {
  return {
    serviceId: service.id,
    title: service.title,
    amount: service.base_price,
    serviceType: service.category,
  };
}
