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
 * What anyone holding the payment id may read: no payer's name, e-mail or phone, and no guest
 * chat's id (it is that chat's only key) — except to the browser that made the payment, which
 * proves it with the payment's Idempotence-Key (`ownKey`): a guest who paid in the catalogue
 * gets the chat the payment opened (issue 11 §1).
 */
export function toPayment(row: PaymentRow, ownKey: string | null = null): Payment {
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
    chat_session_id: guestPayment && !payerBrowser ? null : row.chatSessionId,
    guest_chat: guestPayment,
    provider: row.provider as PaymentProvider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    refunded_amount: kopecksToRoubles(row.refundedKopecks),
    method: row.method as OnlinePaymentMethod | null,
  };
}
