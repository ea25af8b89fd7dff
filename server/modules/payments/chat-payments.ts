import { eq } from "drizzle-orm";
import {
  type PaymentStatus,
  type SessionStatus,
  sessionStatusFor,
} from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { CORPORATE_CHAT_SERVICE_ID } from "../../../domain/chat/chat-service-ids.ts";
import { formatKopecks, roublesToKopecks } from "../../../domain/money.ts";
import { isPaymentOwed } from "../../../domain/orders/order-state.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { one } from "../../db/rows.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { issueDocument } from "../billing/billing-documents.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { lockChat } from "../chat/lock-chat.ts";
import { type SessionRow, toChatMessage } from "../chat/serialize.ts";
import { previewOf, sessionView } from "../chat/session-service.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announcePaymentRequest } from "../notifications/chat-notices.ts";
import { claimQueuedChat, type MovedChat } from "../staff/assignment.ts";
import type { PaymentContext } from "./payment-context.ts";
import { publishPaymentEvent } from "./payment-events.ts";
import { cardPaymentsInProgress, closeOpenRequests } from "./payment-requests.ts";
import { refreshFromProvider } from "./payment-service.ts";
import { markChatPaid, recordManualPayment } from "./payment-status.ts";

/**
 * «Задать цену для оплаты» (spec 2 §4): a payment_request message from the executor. The chat
 * waits for payment (a completed chat stays completed); the newest request replaces older unpaid
 * ones, which can no longer be paid.
 */
export async function requestPayment(
  ctx: PaymentContext,
  executor: UserRow,
  session: SessionRow,
  input: { payment_amount: number; content: string; service_title?: string | null },
): Promise<ChatMessage[]> {
  const amountKopecks = roublesToKopecks(input.payment_amount);
  // The corporate chat's title is no service: its invoice's line is what the lawyer names.
  const corporate = session.serviceId === CORPORATE_CHAT_SERVICE_ID;
  const serviceTitle = input.service_title ?? null;
  if (corporate && !serviceTitle) throw badRequest(PAYMENT_TEXTS.requestServiceRequired);
  const now = ctx.now();
  let claimed: MovedChat | null = null;
  const message = await ctx.db.transaction(async (tx) => {
    // Asking a chat of the queue for payment is work on it: the lawyer takes it (issue 44 §3),
    // first in the transaction (the assignment lock before the chat's row).
    claimed = await claimQueuedChat(tx, session, executor.id);
    const chat = await lockChat(tx, session.id);
    if (!chat) return null;
    const row = one(
      await tx
        .insert(chatMessages)
        .values({
          sessionId: chat.id,
          senderType: "executor",
          senderUserId: executor.id,
          messageType: "payment_request",
          content: input.content,
          paymentAmountKopecks: amountKopecks,
          serviceTitle,
          createdAt: now,
        })
        .returning(),
    );
    await tx
      .update(chatSessions)
      .set({
        status: sessionStatusFor(chat.status as SessionStatus, "requested"),
        paymentStatus: "not_paid",
        paymentAmountKopecks: amountKopecks,
        finalPriceKopecks: amountKopecks,
        paymentUpdatedAt: now,
        lastActivity: now,
        lastMessagePreview: previewOf(PAYMENT_TEXTS.requestPreview(formatKopecks(amountKopecks))),
      })
      .where(eq(chatSessions.id, chat.id));
    // A company gets an invoice for the request (issue 31 §3), numbered in this transaction;
    // without the firm's requisites the request is refused and nothing is written (issue 43 §6).
    if (chat.clientId !== null) {
      await issueDocument(
        tx,
        {
          kind: "invoice",
          clientId: chat.clientId,
          sessionId: chat.id,
          requestMessageId: row.id,
          amountKopecks,
          serviceTitle: serviceTitle ?? chat.serviceTitle,
          firmIncomplete: "refuse",
        },
        now,
      );
    }
    const told = await announcePaymentRequest(
      tx,
      { publicUrl: ctx.publicUrl, now },
      chat,
      amountKopecks,
    );
    return { ...row, told };
  });
  if (!message) throw conflict(PAYMENT_TEXTS.requestNotFound);
  const moved = claimed as MovedChat | null;
  await publishChatEvent(
    ctx.events,
    moved ? { ...session, assigneeId: moved.chat.assigneeId } : session,
    "message.created",
    { messageIds: [message.id], ...(moved ? { previousAssigneeId: null } : {}) },
  );
  await publishNotices(ctx.events, message.told);
  return [toChatMessage(message, null, session, executor.fullName)];
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

/** Card payments of the chat that may still succeed; read back from the provider first. */
async function settleRecentCardPayments(ctx: PaymentContext, session: SessionRow) {
  const recent = await ctx.db
    .select()
    .from(payments)
    .where(cardPaymentsInProgress(session.id, ctx.now()));
  for (const payment of recent) {
    await refreshFromProvider(ctx, payment).catch((error) =>
      ctx.log.warn({ err: error, paymentId: payment.id }, "card payment check failed"),
    );
  }
}

/**
 * «Подтвердить оплату» (spec 3 §4): the executor received a transfer. It becomes a money record
 * (provider "manual", succeeded) so earnings count it, and the chat is paid. Two clicks confirm
 * once (the chat is locked and checked inside the transaction); a card payment the client started
 * minutes ago is asked about first, so the same order is not counted twice.
 */
/** Whether the chat's client owes its open payment request (the rule of the order's state). */
const owes = (chat: SessionRow) =>
  isPaymentOwed({
    status: chat.status as SessionStatus,
    payment_status: chat.paymentStatus as PaymentStatus,
  });

export async function confirmManualPayment(
  ctx: PaymentContext,
  executor: UserRow,
  session: SessionRow,
  amountRoubles: number | null | undefined,
): Promise<ChatSession> {
  // Refused before anything else, so the executor reads why rather than «Укажите сумму».
  if (session.paymentStatus !== "paid" && !owes(session)) throw conflict(PAYMENT_TEXTS.nothingOwed);
  const amountKopecks =
    amountRoubles !== null && amountRoubles !== undefined
      ? roublesToKopecks(amountRoubles)
      : session.paymentAmountKopecks;
  if (!amountKopecks || amountKopecks <= 0) throw badRequest(PAYMENT_TEXTS.markPaidAmountMissing);
  await settleRecentCardPayments(ctx, session);
  const payer = await payerOf(ctx, session);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, session.id);
    if (!chat || chat.paymentStatus === "paid") {
      return { refusal: PAYMENT_TEXTS.alreadyPaid, payment: null, chat: null };
    }
    // Spec 2 §4: a payment is confirmed only where one is owed (the chat waits for payment).
    if (!owes(chat)) {
      return { refusal: PAYMENT_TEXTS.nothingOwed, payment: null, chat: null };
    }
    const [cardInProgress] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(cardPaymentsInProgress(chat.id, now))
      .limit(1);
    if (cardInProgress) {
      return { refusal: PAYMENT_TEXTS.cardPaymentInProgress, payment: null, chat: null };
    }
    const payment = await recordManualPayment(
      tx,
      { chat, amountKopecks, payer, confirmedByUserId: executor.id },
      now,
    );
    const paid = await markChatPaid(tx, { ...payment, chatSessionId: chat.id }, now, "manual");
    return { refusal: null, payment, chat: paid };
  });
  if (result.refusal !== null || !result.payment) {
    throw conflict(result.refusal ?? PAYMENT_TEXTS.alreadyPaid);
  }
  await publishPaymentEvent(ctx, result.payment, result.chat);
  return sessionView(ctx.db, result.chat ?? session);
}

/**
 * «Статус оплаты» (spec 3 §4): the executor's bookkeeping mark. The chat's own status follows it
 * (domain/chat.ts sessionStatusFor); «Оплачено» also closes the open request, so the client is
 * not offered to pay it again. Money records are not touched here.
 */
export async function updatePaymentStatus(
  ctx: PaymentContext,
  session: SessionRow,
  paymentStatus: PaymentStatus,
): Promise<ChatSession> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, session.id);
    if (!chat) return null;
    const updated = one(
      await tx
        .update(chatSessions)
        .set({
          paymentStatus,
          status: sessionStatusFor(chat.status as SessionStatus, paymentStatus),
          paymentUpdatedAt: now,
        })
        .where(eq(chatSessions.id, chat.id))
        .returning(),
    );
    if (paymentStatus === "paid") await closeOpenRequests(tx, chat.id, now);
    return updated;
  });
  if (!row) throw conflict(PAYMENT_TEXTS.requestNotFound);
  await publishChatEvent(ctx.events, row, "session.updated");
  return sessionView(ctx.db, row);
}
