import type { PaymentState } from "../../../domain/payments/payments.ts";
import type { RefundState } from "../../../domain/payments/refunds.ts";

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

/** A 54-FZ receipt: the payer's contacts and one service item with its VAT (issue 31 §5). */
export interface ProviderReceipt {
  email: string;
  phone: string | null;
  itemDescription: string;
  vatCode: number;
  /** The seller's tax system; null leaves it to the shop's settings at the provider. */
  taxSystemCode: number | null;
}

export interface NewProviderPayment {
  /** Our payment id: a retry after a timeout must not create a second payment at the provider. */
  idempotenceKey: string;
  amountKopecks: number;
  description: string;
  /** Where the provider sends the browser back. */
  returnUrl: string;
  metadata: Record<string, string>;
  /** card: the provider's card form; sbp: its QR code for the payer's bank app. */
  method: "card" | "sbp";
  /** 54-FZ receipt; null while receipts are off («Чеки (54-ФЗ)»). */
  receipt: ProviderReceipt | null;
}

/** A refund as the provider sees it. */
export interface ProviderRefund {
  id: string;
  /** The provider's id of the payment refunded. */
  paymentId: string;
  status: RefundState;
  amountKopecks: number;
}

export interface NewProviderRefund {
  /** Our refund id: asked again after a timeout, the provider answers the same refund. */
  idempotenceKey: string;
  providerPaymentId: string;
  amountKopecks: number;
  description: string;
  /** 54-FZ refund receipt; null while receipts are off or without the payer's e-mail. */
  receipt: ProviderReceipt | null;
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
  /** Gives money back on a paid payment (issue 31 §4). */
  refund(refund: NewProviderRefund): Promise<ProviderRefund>;
  /** null when the provider does not know the refund. */
  getRefund(providerRefundId: string): Promise<ProviderRefund | null>;
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
