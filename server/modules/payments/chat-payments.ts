import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type PaymentStatus, SYSTEM_MESSAGES } from "../../../domain/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat-schemas.ts";
import { formatAmount, kopecksToRoubles, roublesToKopecks } from "../../../domain/money.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { one } from "../../db/rows.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { type SessionRow, toChatMessage } from "../chat/serialize.ts";
import { previewOf, sessionView } from "../chat/session-service.ts";
import type { PaymentContext } from "./payment-context.ts";
import { publishPaymentEvent } from "./payment-events.ts";
import { markChatPaid } from "./payment-status.ts";

const amountText = (kopecks: number) => formatAmount(kopecksToRoubles(kopecks));

/**
 * «Задать цену для оплаты» (spec 2 §4): a payment_request message from the executor. The chat
 * waits for payment (a completed chat stays completed); the newest request replaces older unpaid
 * ones, which can no longer be paid.
 */
export async function requestPayment(
  ctx: PaymentContext,
  executor: UserRow,
  session: SessionRow,
  input: { payment_amount: number; content: string },
): Promise<ChatMessage[]> {
  const amountKopecks = roublesToKopecks(input.payment_amount);
  const now = ctx.now();
  const message = await ctx.db.transaction(async (tx) => {
    const row = one(
      await tx
        .insert(chatMessages)
        .values({
          sessionId: session.id,
          senderType: "executor",
          senderUserId: executor.id,
          messageType: "payment_request",
          content: input.content,
          paymentAmountKopecks: amountKopecks,
          createdAt: now,
        })
        .returning(),
    );
    await tx
      .update(chatSessions)
      .set({
        status: sql`case when ${chatSessions.status} = 'completed' then 'completed' else 'waiting_payment' end`,
        paymentStatus: "not_paid",
        paymentAmountKopecks: amountKopecks,
        finalPriceKopecks: amountKopecks,
        paymentUpdatedAt: now,
        lastActivity: now,
        lastMessagePreview: previewOf(PAYMENT_TEXTS.requestPreview(amountText(amountKopecks))),
      })
      .where(eq(chatSessions.id, session.id));
    return row;
  });
  await publishChatEvent(ctx.events, session, "message.created", [message.id]);
  return [toChatMessage(message, null, session)];
}

/** Who paid a chat, for the money record: the client's account, or the guest's own words. */
async function payerOf(ctx: PaymentContext, session: SessionRow) {
  if (session.clientId === null) {
    return { name: session.guestName, email: session.guestEmail, phone: session.guestPhone };
  }
  const [client] = await ctx.db
    .select({ name: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, session.clientId));
  return client ?? { name: null, email: null, phone: null };
}

/**
 * «Подтвердить оплату» (spec 3 §4): the executor received a transfer. It becomes a money record
 * (provider "manual", succeeded) so earnings count it, and the chat is paid. Two clicks confirm
 * once: the chat row is locked and its payment status checked inside the transaction.
 */
export async function confirmManualPayment(
  ctx: PaymentContext,
  executor: UserRow,
  session: SessionRow,
  amountRoubles: number | null | undefined,
): Promise<ChatSession> {
  const amountKopecks =
    amountRoubles !== null && amountRoubles !== undefined
      ? roublesToKopecks(amountRoubles)
      : session.paymentAmountKopecks;
  if (!amountKopecks || amountKopecks <= 0) throw badRequest(PAYMENT_TEXTS.markPaidAmountMissing);
  const payer = await payerOf(ctx, session);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ paymentStatus: chatSessions.paymentStatus })
      .from(chatSessions)
      .where(eq(chatSessions.id, session.id))
      .for("update");
    if (!locked || locked.paymentStatus === "paid") return null;
    const [request] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, session.id),
          eq(chatMessages.messageType, "payment_request"),
          isNull(chatMessages.paymentPaidAt),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(1);
    const payment = one(
      await tx
        .insert(payments)
        .values({
          id: randomUUID(),
          provider: "manual",
          amountKopecks,
          description: session.serviceTitle,
          serviceType: session.isGuest ? "guest_chat" : "chat",
          planType: session.planType,
          chatSessionId: session.id,
          requestMessageId: request?.id ?? null,
          payerUserId: session.clientId,
          payerName: payer.name,
          payerEmail: payer.email,
          payerPhone: payer.phone,
          confirmedByUserId: executor.id,
          status: "succeeded",
          createdAt: now,
          updatedAt: now,
          paidAt: now,
        })
        .returning(),
    );
    const message = SYSTEM_MESSAGES.paymentConfirmed(amountText(amountKopecks));
    const chat = await markChatPaid(
      tx,
      { chatSessionId: session.id, requestMessageId: payment.requestMessageId },
      now,
      message,
    );
    return { payment, chat };
  });
  if (!result?.chat) throw conflict(PAYMENT_TEXTS.alreadyPaid);
  await publishPaymentEvent(ctx.events, result.payment, result.chat);
  return sessionView(ctx.db, result.chat);
}

/**
 * «Статус оплаты» (spec 3 §4): the executor's bookkeeping mark. The chat's own status follows
 * it (paid ↔ waiting for payment) so the counters agree; money records are not touched here.
 */
export async function updatePaymentStatus(
  ctx: PaymentContext,
  session: SessionRow,
  paymentStatus: PaymentStatus,
): Promise<ChatSession> {
  const waiting =
    paymentStatus === "not_paid" || paymentStatus === "partial_paid" || paymentStatus === "overdue";
  const status =
    session.status === "completed"
      ? "completed"
      : paymentStatus === "paid"
        ? "paid"
        : waiting && session.status === "paid"
          ? "waiting_payment"
          : session.status;
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const updated = one(
      await tx
        .update(chatSessions)
        .set({ paymentStatus, status, paymentUpdatedAt: now })
        .where(eq(chatSessions.id, session.id))
        .returning(),
    );
    // «Оплачено» closes the open request too, so the client is not offered to pay it again.
    if (paymentStatus === "paid") {
      await tx
        .update(chatMessages)
        .set({ paymentPaidAt: now })
        .where(
          and(
            eq(chatMessages.sessionId, session.id),
            eq(chatMessages.messageType, "payment_request"),
            isNull(chatMessages.paymentPaidAt),
          ),
        );
    }
    return updated;
  });
  await publishChatEvent(ctx.events, row, "session.updated");
  return sessionView(ctx.db, row);
}
