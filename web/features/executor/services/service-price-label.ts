import { formatRoubles } from "../../../../domain/money.ts";
import type { ExecutorService } from "../../../api/back-office-services.ts";

/** «От 3 000 ₽» when the price is a starting point (spec 3 §3), else «3 000 ₽». */
export function servicePriceLabel(service: Pick<ExecutorService, "base_price" | "price_from">) {
  const amount = `${formatRoubles(service.base_price)} ₽`;
  return service.price_from ? `От ${amount}` : amount;
}
