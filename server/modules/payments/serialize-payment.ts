import { kopecksToRoubles } from "../../../domain/money.ts";
import type { Payment } from "../../../domain/payments/payment-schemas.ts";
import type { PaymentProvider, PaymentState } from "../../../domain/payments/payments.ts";
import type { payments } from "../../db/schema/payments.ts";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What anyone holding the payment id may read: no payer's name, e-mail or phone, and no guest
 * chat's id (it is that chat's only key; the payer's browser keeps its own way back).
 */
export function toPayment(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    status: row.status as PaymentState,
    amount: kopecksToRoubles(row.amountKopecks),
    currency: row.currency,
    description: row.description,
    service_type: row.serviceType,
    service_id: row.serviceId,
    plan_type: row.planType,
    // A guest's payment may have opened a guest chat (issue 11 §1): its id stays the guest's key.
    chat_session_id:
      row.serviceType === "guest_chat" || row.payerUserId === null ? null : row.chatSessionId,
    provider: row.provider as PaymentProvider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
