import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";

/** What the payment service needs from the app; tests pass their own clock and provider. */
export interface PaymentContext {
  db: Db;
  events: EventBus;
  provider: PaymentProvider;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  /** The site's address, for links in mail (absent: no mail is written). */
  publicUrl?: string;
  /** The receipts' VAT until «Чеки (54-ФЗ)» is saved (PAYMENT_RECEIPT_VAT_CODE; 1 without it). */
  receiptVatDefault?: number;
}

export function paymentContextOf(app: FastifyInstance): PaymentContext {
  return {
    db: app.db,
    events: app.events,
    provider: app.paymentProvider,
    now: () => new Date(),
    log: app.log,
    publicUrl: app.config.publicUrl,
    receiptVatDefault: app.config.PAYMENT_RECEIPT_VAT_CODE,
  };
}
