import type { PaymentState } from "../../../domain/payments/payments.ts";

/** A payment as the provider sees it, in our units. */
export interface ProviderPayment {
  /** The provider's id (YooKassa's payment id, or the sandbox's). */
  id: string;
  /** Mapped to our states: waiting_for_capture counts as pending; a full refund as refunded. */
  status: PaymentState;
  amountKopecks: number;
  currency: string;
  metadata: Record<string, string>;
  confirmationUrl: string | null;
  /** When the provider took the money (YooKassa's captured_at); null when it does not say. */
  paidAt: Date | null;
}

export interface NewProviderPayment {
  /** Our payment id: a retry after a timeout must not create a second payment at the provider. */
  idempotenceKey: string;
  amountKopecks: number;
  description: string;
  /** Where the provider sends the browser back. */
  returnUrl: string;
  metadata: Record<string, string>;
  /** 54-FZ receipt: the payer's contacts and one service item. */
  receipt: { email: string; phone: string | null; itemDescription: string };
}

/**
 * The one interface both providers implement. Our code never trusts what a browser or a
 * notification says about a payment: it asks the provider through `get`.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "yookassa";
  create(payment: NewProviderPayment): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  get(providerPaymentId: string): Promise<ProviderPayment | null>;
}

/** The provider refused or did not answer; `detail` is for the log, never for the user. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
