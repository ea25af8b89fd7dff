import { kopecksToRoubles } from "../../../domain/money.ts";
import type { Payment } from "../../../domain/payments/payment-schemas.ts";
import type {
  OnlinePaymentMethod,
  PaymentProvider,
  PaymentState,
} from "../../../domain/payments/payments.ts";
import type { payments } from "../../db/schema/payments.ts";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What anyone holding the payment id may read: what the result page shows, no payer's name,
 * e-mail or phone, and no chat's id (a guest chat's only key; a client's names whose chat was
 * paid for) — except to the browser that made the payment, which proves it with the payment's
 * Idempotence-Key (`ownKey`: a guest who paid in the catalogue gets the chat the payment opened,
 * issue 11 §1), and to a signed-in caller who sees the payment (`seenByCaller`).
 */
export function toPayment(
  row: PaymentRow,
  ownKey: string | null = null,
  /** The caller sees the payment by the one rule (payment-visibility.ts): the payer, its lawyer. */
  seenByCaller = false,
): Payment {
  const guestPayment = row.serviceType === "guest_chat" || row.payerUserId === null;
  const payerBrowser = ownKey !== null && row.clientKey !== null && ownKey === row.clientKey;
  return {
    payment_id: row.id,
    status: row.status as PaymentState,
    amount: kopecksToRoubles(row.amountKopecks),
    currency: row.currency,
    description: row.description,
    service_type: row.serviceType,
    service_id: row.serviceId,
    plan_type: row.planType,
    // The id alone opens nothing but a guest's chat, yet it names whose chat was paid for: only
    // to the browser that paid and to those who see the payment (issue 43 §2).
    chat_session_id: payerBrowser || seenByCaller ? row.chatSessionId : null,
    guest_chat: guestPayment,
    provider: row.provider as PaymentProvider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    refunded_amount: kopecksToRoubles(row.refundedKopecks),
    method: row.method as OnlinePaymentMethod | null,
  };
}
