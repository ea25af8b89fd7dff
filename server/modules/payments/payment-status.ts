import { and, eq, isNull, sql } from "drizzle-orm";
import { SYSTEM_MESSAGES } from "../../../domain/chat.ts";
import { formatAmount, kopecksToRoubles } from "../../../domain/money.ts";
import { type PaymentState, paymentChange } from "../../../domain/payments.ts";
import type { Db } from "../../db/client.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import type { ProviderPayment } from "../../platform/payments/payment-provider.ts";
import { previewOf } from "../chat/session-service.ts";
import type { PaymentContext } from "./payment-context.ts";
import { publishPaymentEvent } from "./payment-events.ts";
import type { PaymentRow } from "./serialize-payment.ts";

/**
 * The one place a payment's status changes (the table is domain/payments.ts). Every change is an
 * UPDATE conditional on the status we read, so of two notifications racing one applies and the
 * other changes nothing; a repeat or a move backwards changes nothing at all. What a payment
 * means for its chat (paid, a system message) happens in the same transaction.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type SessionRow = typeof chatSessions.$inferSelect;

const TIMESTAMP_OF: Partial<Record<PaymentState, "paidAt" | "canceledAt" | "refundedAt">> = {
  succeeded: "paidAt",
  canceled: "canceledAt",
  refunded: "refundedAt",
};

const amountText = (kopecks: number) => formatAmount(kopecksToRoubles(kopecks));

/**
 * A chat's payment arrived (card or a transfer the executor confirmed): the chat is paid (a
 * completed chat stays completed), the request it answers is marked paid, and the chat says so.
 */
export async function markChatPaid(
  tx: Tx,
  payment: { chatSessionId: string; requestMessageId: number | null },
  now: Date,
  message: string,
): Promise<SessionRow | null> {
  const [session] = await tx
    .update(chatSessions)
    .set({
      status: sql`case when ${chatSessions.status} = 'completed' then 'completed' else 'paid' end`,
      paymentStatus: "paid",
      paymentUpdatedAt: now,
      lastActivity: now,
      lastMessagePreview: previewOf(message),
    })
    .where(eq(chatSessions.id, payment.chatSessionId))
    .returning();
  if (!session) return null;
  if (payment.requestMessageId !== null) {
    await tx
      .update(chatMessages)
      .set({ paymentPaidAt: now })
      .where(
        and(eq(chatMessages.id, payment.requestMessageId), isNull(chatMessages.paymentPaidAt)),
      );
  }
  await writeSystemMessage(tx, session.id, now, message);
  return session;
}

async function markChatRefunded(tx: Tx, chatSessionId: string, now: Date, message: string) {
  const [session] = await tx
    .update(chatSessions)
    .set({
      paymentStatus: "refunded",
      paymentUpdatedAt: now,
      lastActivity: now,
      lastMessagePreview: previewOf(message),
    })
    .where(eq(chatSessions.id, chatSessionId))
    .returning();
  if (session) await writeSystemMessage(tx, session.id, now, message);
  return session ?? null;
}

async function writeSystemMessage(tx: Tx, sessionId: string, now: Date, content: string) {
  await tx
    .insert(chatMessages)
    .values({ sessionId, senderType: "system", messageType: "system", content, createdAt: now });
}

/**
 * Moves `payment` to `to` if the table allows it. Returns the row as it is afterwards (unchanged
 * for a repeat, a refused move or a lost race).
 */
export async function movePayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  to: PaymentState,
  cancellationReason?: string,
): Promise<PaymentRow> {
  const from = payment.status as PaymentState;
  const change = paymentChange(from, to);
  const now = ctx.now();
  if (change !== "apply") {
    if (change === "refused") {
      ctx.log.warn({ paymentId: payment.id, from, to }, "payment change refused");
    }
    return payment;
  }
  const stamp = TIMESTAMP_OF[to];
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: to,
        updatedAt: now,
        checkedAt: now,
        ...(stamp ? { [stamp]: now } : {}),
        ...(cancellationReason ? { cancellationReason } : {}),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
      .returning();
    if (!row) return null;
    let chat: SessionRow | null = null;
    if (row.chatSessionId !== null && to === "succeeded") {
      const message = SYSTEM_MESSAGES.paymentReceived(amountText(row.amountKopecks));
      chat = await markChatPaid(tx, { ...row, chatSessionId: row.chatSessionId }, now, message);
    } else if (row.chatSessionId !== null && to === "refunded") {
      const message = SYSTEM_MESSAGES.paymentRefunded(amountText(row.amountKopecks));
      chat = await markChatRefunded(tx, row.chatSessionId, now, message);
    }
    return { row, chat };
  });
  if (!result) {
    const [current] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    return current ?? payment;
  }
  ctx.log.info({ paymentId: payment.id, from, to }, "payment status changed");
  await publishPaymentEvent(ctx.events, result.row, result.chat);
  return result.row;
}

/**
 * What the provider says now (read from its API, never from a notification's body). A payment
 * the provider reports with another amount, currency or owner is not ours to apply: logged, left.
 */
export async function applyProviderState(
  ctx: PaymentContext,
  payment: PaymentRow,
  remote: ProviderPayment,
): Promise<PaymentRow> {
  const mismatch =
    remote.amountKopecks !== payment.amountKopecks ||
    remote.currency !== payment.currency ||
    remote.metadata.payment_id !== payment.id;
  if (mismatch) {
    ctx.log.error(
      { paymentId: payment.id, providerPaymentId: remote.id },
      "provider payment does not match ours: not applied",
    );
    return payment;
  }
  if (
    remote.status === payment.status ||
    paymentChange(payment.status as PaymentState, remote.status) !== "apply"
  ) {
    const [row] = await ctx.db
      .update(payments)
      .set({ checkedAt: ctx.now() })
      .where(eq(payments.id, payment.id))
      .returning();
    if (remote.status !== payment.status) {
      ctx.log.warn(
        { paymentId: payment.id, ours: payment.status, provider: remote.status },
        "provider reports a state we cannot move to",
      );
    }
    return row ?? payment;
  }
  return movePayment(ctx, payment, remote.status);
}
