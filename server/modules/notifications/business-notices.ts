import { NOTIFICATION_TEXTS as T } from "../../../domain/notifications/notifications.ts";
import type { Db } from "../../db/client.ts";
import { type AnnounceContext, announce } from "./announce.ts";
import { chatStaffById, executorChatPath, executors } from "./recipients.ts";

/**
 * Money arrived through the payment service (a lawyer's own confirmation tells nobody): the
 * chat's lawyer hears of it, or everyone for a payment without a chat or a chat in the queue.
 */
export async function announcePaymentReceived(
  tx: Db,
  ctx: AnnounceContext,
  payment: { amountKopecks: number; description: string; payerName: string | null },
  sessionId: string | null,
) {
  const path = sessionId ? executorChatPath(sessionId) : "/executor-dashboard?tab=payments";
  const what = payment.payerName
    ? `${payment.description}, ${payment.payerName}`
    : payment.description;
  return announce(tx, ctx, await chatStaffById(tx, sessionId, path), {
    kind: "payment_received",
    sessionId,
    text: () => T.paymentReceived(payment.amountKopecks, what),
  });
}

/** A client left a review: it waits for moderation. */
export async function announceReviewSubmitted(tx: Db, ctx: AnnounceContext, rating: number) {
  return announce(tx, ctx, await executors(tx, "/executor-dashboard?tab=reviews"), {
    kind: "review_submitted",
    sessionId: null,
    text: () => T.reviewSubmitted(rating),
  });
}
