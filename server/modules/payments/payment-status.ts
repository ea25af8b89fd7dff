import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import {
  type SessionStatus,
  SYSTEM_MESSAGES,
  sessionStatusFor,
} from "../../../domain/chat/chat.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { type PaymentState, paymentChange } from "../../../domain/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import type { ProviderPayment } from "../../platform/payments/payment-provider.ts";
import { issueActIfDue, issueDocument } from "../billing/billing-documents.ts";
import { confirmPaidBooking } from "../bookings/booking-chat.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { keptUntil } from "../chat/guest-retention.ts";
import { lockChat } from "../chat/lock-chat.ts";
import { openChatForPaidOrder, previewOf } from "../chat/session-service.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announcePaymentReceived } from "../notifications/business-notices.ts";
import type { PaymentContext } from "./payment-context.ts";
import { publishPaymentEvent } from "./payment-events.ts";
import { closeRequest, newestRequest } from "./payment-requests.ts";
import type { PaymentRow } from "./serialize-payment.ts";

/**
 * The one place a payment's status is set (the table is domain/payments.ts), and what it means
 * for its chat. Every change is an UPDATE conditional on the status read, so of two notifications
 * racing one applies and the other changes nothing; a repeat or a move backwards changes nothing.
 * The chat changes in the same transaction.
 */

type SessionRow = typeof chatSessions.$inferSelect;

const TIMESTAMP_OF: Partial<Record<PaymentState, "paidAt" | "canceledAt" | "refundedAt">> = {
  succeeded: "paidAt",
  canceled: "canceledAt",
  refunded: "refundedAt",
};

async function writeSystemMessage(tx: Db, sessionId: string, now: Date, content: string) {
  await tx
    .insert(chatMessages)
    .values({ sessionId, senderType: "system", messageType: "system", content, createdAt: now });
}

/**
 * Money arrived for a chat (a card payment, or a transfer the executor confirmed). The request it
 * answers is marked paid. The chat is paid only when that is its newest request (or none was
 * made); an older, replaced request paid late leaves the chat «partially paid» and waiting. Money
 * for a chat that was already paid is said to be a second payment, for the executor to return.
 */
export async function markChatPaid(
  tx: Db,
  payment: {
    chatSessionId: string;
    requestMessageId: number | null;
    amountKopecks: number;
    /** A booked consultation's own payment: never a second payment of the chat's order. */
    bookingId?: string | null;
  },
  now: Date,
  /** Who says the money came: the provider, the test provider, or the executor. */
  source: "provider" | "sandbox" | "manual",
): Promise<SessionRow | null> {
  const session = await lockChat(tx, payment.chatSessionId);
  if (!session) return null;
  const newest = await newestRequest(tx, session.id);
  const paysCurrent = payment.requestMessageId === null || payment.requestMessageId === newest?.id;
  const alreadyPaid = session.paymentStatus === "paid" && !payment.bookingId;
  const amount = formatKopecks(payment.amountKopecks);
  const message = alreadyPaid
    ? SYSTEM_MESSAGES.extraPaymentReceived(amount)
    : source === "manual"
      ? SYSTEM_MESSAGES.paymentConfirmed(amount)
      : source === "sandbox"
        ? SYSTEM_MESSAGES.testPaymentReceived(amount)
        : SYSTEM_MESSAGES.paymentReceived(amount);
  const paymentStatus = alreadyPaid || paysCurrent ? "paid" : "partial_paid";
  // Money for no request (the catalogue, a tariff) is the order's price while it has none yet:
  // «Мои заказы» and {order.price} read it (issue 44 §2). A request set its own before.
  const priced =
    payment.requestMessageId === null && session.finalPriceKopecks === null
      ? { finalPriceKopecks: payment.amountKopecks, paymentAmountKopecks: payment.amountKopecks }
      : {};
  const updated = one(
    await tx
      .update(chatSessions)
      .set({
        ...priced,
        status: sessionStatusFor(session.status as SessionStatus, paymentStatus),
        paymentStatus,
        paymentUpdatedAt: now,
        // A paid guest chat is not deleted at 24 h: the guest must get what they paid for.
        expiresAt: keptUntil(session.expiresAt, now),
        lastActivity: now,
        lastMessagePreview: previewOf(message),
      })
      .where(eq(chatSessions.id, session.id))
      .returning(),
  );
  if (payment.requestMessageId !== null) await closeRequest(tx, payment.requestMessageId, now);
  await writeSystemMessage(tx, session.id, now, message);
  // A company's finished order that is now paid gets its act (issue 31 §3).
  await issueActIfDue(tx, updated, now);
  return updated;
}

/**
 * A refund in the payment's chat: a system message, and the chat reads «refunded» when the whole
 * payment went back and no other payment of it still stands (a part refunded leaves it paid).
 */
export async function markChatRefunded(
  tx: Db,
  payment: PaymentRow,
  now: Date,
  refund: { amountKopecks: number; whole: boolean },
) {
  const chatSessionId = payment.chatSessionId;
  if (chatSessionId === null) return null;
  const amount = formatKopecks(refund.amountKopecks);
  const message = refund.whole
    ? SYSTEM_MESSAGES.paymentRefunded(amount)
    : SYSTEM_MESSAGES.paymentPartlyRefunded(amount);
  const [standing] = refund.whole
    ? await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.chatSessionId, chatSessionId),
            eq(payments.status, "succeeded"),
            ne(payments.id, payment.id),
          ),
        )
        .limit(1)
    : [{ id: payment.id }];
  const [session] = await tx
    .update(chatSessions)
    .set({
      ...(standing ? {} : { paymentStatus: "refunded", paymentUpdatedAt: now }),
      refundedKopecks: sql`${chatSessions.refundedKopecks} + ${refund.amountKopecks}`,
      lastActivity: now,
      lastMessagePreview: previewOf(message),
    })
    .where(eq(chatSessions.id, chatSessionId))
    .returning();
  if (session) await writeSystemMessage(tx, session.id, now, message);
  return session ?? null;
}

/**
 * Moves `payment` to `to` if the table allows it. Returns the row as it is afterwards (unchanged
 * for a repeat, a refused move or a lost race). `paidAt`: when the provider took the money.
 */
export async function movePayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  to: PaymentState,
  details: { cancellationReason?: string; paidAt?: Date | null } = {},
): Promise<PaymentRow> {
  const from = payment.status as PaymentState;
  const change = paymentChange(from, to);
  if (change !== "apply") {
    if (change === "refused") {
      ctx.log.warn({ paymentId: payment.id, from, to }, "payment change refused");
    }
    return payment;
  }
  const now = ctx.now();
  const stamp = TIMESTAMP_OF[to];
  const paidAt = details.paidAt ?? now;
  const result = await ctx.db.transaction(async (tx) => {
    let [row] = await tx
      .update(payments)
      .set({
        status: to,
        updatedAt: now,
        checkedAt: now,
        ...(stamp ? { [stamp]: now } : {}),
        // Earnings count a payment on the day the provider took the money.
        ...(to === "succeeded" || to === "refunded" ? { paidAt: payment.paidAt ?? paidAt } : {}),
        // Refunded in full at the provider (its dashboard, or our last refund): all of it back.
        ...(to === "refunded" ? { refundedKopecks: payment.amountKopecks } : {}),
        ...(details.cancellationReason ? { cancellationReason: details.cancellationReason } : {}),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
      .returning();
    if (!row) return null;
    let chat: SessionRow | null = null;
    let openedChat: SessionRow | null = null;
    if (row.chatSessionId === null && to === "succeeded" && row.provider !== "manual") {
      // Money from the catalogue (no chat): the lawyer must see who paid and reach them at once.
      const opened = await openChatForPaidOrder(tx, { ...row, title: row.description }, now);
      if (opened.created) openedChat = opened.row;
      row = one(
        await tx
          .update(payments)
          .set({ chatSessionId: opened.row.id })
          .where(eq(payments.id, row.id))
          .returning(),
      );
    }
    // Every payment of a company has an invoice: the request's, or one of its own (issue 31 §3).
    if (to === "succeeded" && row.payerUserId !== null) {
      await issueDocument(
        tx,
        {
          kind: "invoice",
          clientId: row.payerUserId,
          sessionId: row.chatSessionId,
          requestMessageId: row.requestMessageId,
          paymentId: row.id,
          amountKopecks: row.amountKopecks,
          serviceTitle: row.description,
        },
        now,
      );
    }
    if (row.chatSessionId !== null && to === "succeeded") {
      chat = await markChatPaid(
        tx,
        { ...row, chatSessionId: row.chatSessionId },
        now,
        row.provider === "sandbox" ? "sandbox" : "provider",
      );
      // A booked consultation paid: confirmed and pinned in the chat the payment opened (issue 48).
      if (row.bookingId !== null && chat !== null) {
        await confirmPaidBooking(
          tx,
          row.bookingId,
          { row: chat, created: openedChat !== null },
          now,
        );
      }
    } else if (to === "refunded") {
      // What had not been refunded yet by our own refunds goes back now.
      chat = await markChatRefunded(tx, row, now, {
        amountKopecks: payment.amountKopecks - payment.refundedKopecks,
        whole: true,
      });
    }
    // The lawyer hears of money the payment service took (their own confirmation tells nobody).
    const told =
      to === "succeeded" && row.provider !== "manual"
        ? await announcePaymentReceived(
            tx,
            { publicUrl: ctx.publicUrl, now },
            row,
            row.chatSessionId,
          )
        : [];
    return { row, chat, openedChat, told };
  });
  if (!result) {
    const [current] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    return current ?? payment;
  }
  ctx.log.info({ paymentId: payment.id, from, to }, "payment status changed");
  if (result.openedChat) {
    await publishChatEvent(ctx.events, result.openedChat, "session.created");
  }
  await publishPaymentEvent(ctx, result.row, result.chat, to === "succeeded");
  await publishNotices(ctx.events, result.told);
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
  if (paymentChange(payment.status as PaymentState, remote.status) === "refused") {
    // A canceled record the provider calls paid is money we must not miss: say so loudly.
    const level = remote.status === "succeeded" ? "error" : "warn";
    ctx.log[level](
      { paymentId: payment.id, ours: payment.status, provider: remote.status },
      "provider reports a state we cannot move to",
    );
    return payment;
  }
  return movePayment(ctx, payment, remote.status, { paidAt: remote.paidAt });
}

export interface ManualPayment {
  chat: SessionRow;
  amountKopecks: number;
  payer: { name: string | null; email: string | null; phone: string | null };
  confirmedByUserId: number;
}

/**
 * «Подтвердить оплату»: a transfer the executor received is a payment that succeeded from the
 * start (provider "manual"), answering the chat's newest open request. Runs inside the caller's
 * transaction, which holds the chat's lock.
 */
export async function recordManualPayment(tx: Db, input: ManualPayment, now: Date) {
  const { chat } = input;
  const request = await newestRequest(tx, chat.id);
  const open = request && request.paymentPaidAt === null ? request : null;
  return one(
    await tx
      .insert(payments)
      .values({
        id: randomUUID(),
        provider: "manual",
        amountKopecks: input.amountKopecks,
        description: open?.serviceTitle ?? chat.serviceTitle,
        serviceType: chat.isGuest ? "guest_chat" : "chat",
        planType: chat.planType,
        chatSessionId: chat.id,
        requestMessageId: open?.id ?? null,
        payerUserId: chat.clientId,
        payerName: input.payer.name,
        payerEmail: input.payer.email,
        payerPhone: input.payer.phone,
        confirmedByUserId: input.confirmedByUserId,
        status: "succeeded",
        createdAt: now,
        updatedAt: now,
        paidAt: now,
      })
      .returning(),
  );
}
