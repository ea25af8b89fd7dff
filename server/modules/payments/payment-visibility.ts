import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import { lawyerSees } from "../chat/session-access.ts";
import type { PaymentRow } from "./serialize-payment.ts";

/**
 * Who sees which payment (issue 43 §2, decision 049), the chat rule carried over: an
 * administrator every payment; a lawyer the payments of chats they see and those paid without a
 * chat (every lawyer hears of that money); a client what they paid.
 */

/** SQL over payments left-joined with their chat: the payments `viewer` sees (undefined: all). */
export function paymentsSeenBy(viewer: Pick<UserRow, "id" | "role">): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  if (!isExecutorRole(viewer.role)) return eq(payments.payerUserId, viewer.id);
  return or(isNull(payments.chatSessionId), lawyerSees(viewer.id));
}

/**
 * The same rule for a payment already read (the result page, asked again every few seconds):
 * a query only for a lawyer and a payment of a chat.
 */
export async function seesPayment(
  db: Db,
  viewer: Pick<UserRow, "id" | "role">,
  payment: Pick<PaymentRow, "id" | "payerUserId" | "chatSessionId">,
): Promise<boolean> {
  if (viewer.role === "admin") return true;
  if (!isExecutorRole(viewer.role)) return payment.payerUserId === viewer.id;
  if (payment.chatSessionId === null) return true;
  return (await seenPayment(db, viewer, payment.id)) !== undefined;
}

const seenPayment = async (db: Db, viewer: Pick<UserRow, "id" | "role">, id: string) =>
  (
    await db
      .select({ payment: payments })
      .from(payments)
      .leftJoin(chatSessions, eq(chatSessions.id, payments.chatSessionId))
      .where(and(eq(payments.id, id), paymentsSeenBy(viewer)))
  )[0]?.payment;

/** One payment `viewer` sees, else 404 like a missing one (the route policy's rule). */
export async function paymentSeenByOr404(db: Db, viewer: UserRow, id: string): Promise<PaymentRow> {
  const payment = isUuid(id) ? await seenPayment(db, viewer, id) : undefined;
  if (!payment) throw notFound(PAYMENT_TEXTS.paymentNotFound);
  return payment;
}
