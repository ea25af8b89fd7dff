import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";
import { createYooKassaProvider } from "../../platform/payments/yookassa-provider.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";

/** PAYMENT_PROVIDER picks the engine; config validation already required YooKassa's keys. */
export function paymentProviderFor(config: Config, db: Db): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "sandbox") return createSandboxProvider(db);
  return createYooKassaProvider({
    shopId: config.YOOKASSA_SHOP_ID ?? "",
    secretKey: config.YOOKASSA_SECRET_KEY ?? "",
    apiUrl: config.YOOKASSA_API_URL,
    vatCode: config.PAYMENT_RECEIPT_VAT_CODE,
    paymentMode: config.PAYMENT_RECEIPT_PAYMENT_MODE,
  });
}
