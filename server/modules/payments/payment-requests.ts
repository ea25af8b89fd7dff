import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";

/**
 * A chat's payment requests and the card payments answering them. The newest request is the one
 * the chat's payment status is about and the only one that can be paid; the rest were replaced.
 * Each function takes the database or a transaction.
 */

const requestsOf = (sessionId: string) =>
  and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.messageType, "payment_request"));

export async function newestRequest(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(requestsOf(sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row ?? null;
}

/** The newest request when it is still open (unpaid), else null. */
export async function openRequestId(db: Db, sessionId: string): Promise<number | null> {
  const request = await newestRequest(db, sessionId);
  return request && request.paymentPaidAt === null ? request.id : null;
}

/** Marks one request paid (money arrived for it); a request paid before keeps its time. */
export async function closeRequest(db: Db, messageId: number, now: Date) {
  await db
    .update(chatMessages)
    .set({ paymentPaidAt: now })
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.paymentPaidAt)));
}

/** «Оплачено» set by hand closes every open request, so none is offered for payment again. */
export async function closeOpenRequests(db: Db, sessionId: string, now: Date) {
  await db
    .update(chatMessages)
    .set({ paymentPaidAt: now })
    .where(and(requestsOf(sessionId), isNull(chatMessages.paymentPaidAt)));
}

/**
 * How long a payment started with the provider may still succeed: a provider keeps an unpaid
 * redirect payment open about an hour (the refusal tells the payer so). Meanwhile «Подтвердить
 * оплату» waits and the same request cannot be paid a second time.
 */
export const PAYMENT_MAY_STILL_SUCCEED_MS = 60 * 60_000;

/** SQL: card (and СБП) payments that may still succeed. */
export const paymentsThatMayStillSucceed = (now: Date) =>
  and(
    eq(payments.status, "pending"),
    ne(payments.provider, "manual"),
    gt(payments.createdAt, new Date(now.getTime() - PAYMENT_MAY_STILL_SUCCEED_MS)),
  );

/** SQL: the chat's payments that may still succeed. */
export const cardPaymentsInProgress = (sessionId: string, now: Date) =>
  and(eq(payments.chatSessionId, sessionId), paymentsThatMayStillSucceed(now));
