import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
} from "../../platform/payments/payment-provider.ts";
import { createYooKassaProvider } from "../../platform/payments/yookassa-provider.ts";
import type { LivePaymentSettings } from "../payment-settings/live-payment-settings.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";

/** A provider that hands every call to the one the settings name at that moment. */
export interface SwitchingProvider extends PaymentProvider {
  readonly engine: PaymentProvider;
  /** The engine that can read a payment made with `name`, chosen now or not (null: none). */
  engineFor(name: string): PaymentProvider | null;
}

const isSwitching = (provider: PaymentProvider): provider is SwitchingProvider =>
  "engineFor" in provider;

/** The provider actually serving now (a fixed one, as tests pass, is its own engine). */
export function currentEngine(provider: PaymentProvider): PaymentProvider {
  return isSwitching(provider) ? provider.engine : provider;
}

/**
 * Who can read a payment made with `name`: after a switch in «Оплата» a payment still pending
 * with the other provider is read from it (the sandbox always; YooKassa while its keys are set),
 * so a payer who pays it is not lost. A fixed provider reads only its own.
 */
export function engineFor(provider: PaymentProvider, name: string): PaymentProvider | null {
  if (isSwitching(provider)) return provider.engineFor(name);
  return provider.name === name ? provider : null;
}

const withoutKeys = async (): Promise<never> => {
  throw new PaymentProviderError("YooKassa is chosen, but its shop id and secret key are not set");
};

/** YooKassa chosen but its keys are missing or do not open: card payments answer 502. */
const YOOKASSA_WITHOUT_KEYS: PaymentProvider = {
  name: "yookassa",
  create: withoutKeys,
  get: withoutKeys,
  refund: withoutKeys,
  getRefund: withoutKeys,
};

/**
 * The app's provider when no fixed one is given: the sandbox or YooKassa as «Оплата» (or the
 * environment) says now, so a change there needs no restart. A YooKassa client is made again
 * only when its keys change. Payments of the other provider are left as they are
 * (payment-service.ts checks a payment's own provider against `name`).
 */
export function createSwitchingProvider(
  settings: LivePaymentSettings,
  db: Db,
  config: Config,
): SwitchingProvider {
  const sandbox = createSandboxProvider(db);
  let yookassa: { keys: string; provider: PaymentProvider } | null = null;
  const yookassaEngine = (): PaymentProvider | null => {
    const now = settings.current();
    if (!now.yookassa) return null;
    const keys = `${now.yookassa.shopId}\n${now.yookassa.secretKey}`;
    if (yookassa?.keys !== keys) {
      const provider = createYooKassaProvider({
        shopId: now.yookassa.shopId,
        secretKey: now.yookassa.secretKey,
        apiUrl: config.YOOKASSA_API_URL,
        paymentMode: config.PAYMENT_RECEIPT_PAYMENT_MODE,
      });
      yookassa = { keys, provider };
    }
    return yookassa.provider;
  };
  const engine = (): PaymentProvider =>
    settings.current().provider === "sandbox"
      ? sandbox
      : (yookassaEngine() ?? YOOKASSA_WITHOUT_KEYS);
  return {
    get name() {
      return engine().name;
    },
    get engine() {
      return engine();
    },
    engineFor: (name) =>
      name === "sandbox" ? sandbox : name === "yookassa" ? yookassaEngine() : null,
    create: (payment) => engine().create(payment),
    get: (id) => engine().get(id),
    refund: (refund) => engine().refund(refund),
    getRefund: (id) => engine().getRefund(id),
  };
}
