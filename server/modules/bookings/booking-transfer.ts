import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  bookingHeadline,
  BOOKING_TEXTS as T,
  transferHoldEnd,
} from "../../../domain/booking/booking.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { retryOnDeadlock } from "../../db/errors.ts";
import { one } from "../../db/rows.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { payments } from "../../db/schema/payments.ts";
import { badRequest, conflict } from "../../errors.ts";
import { issueDocument } from "../billing/billing-documents.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { loadEffectivePaymentSettings } from "../payment-settings/effective-settings.ts";
import { publishPaymentEvent } from "../payments/payment-events.ts";
import { paymentsThatMayStillSucceed } from "../payments/payment-requests.ts";
import { markChatPaid } from "../payments/payment-status.ts";
import type { BookingRow } from "./booking-access.ts";
import { confirmPaidBooking, openBookingChat, writeChatLine } from "./booking-chat.ts";
import { bookingNoticeContextOf, tellAwaitingTransfer } from "./booking-notices.ts";
import { bookingChanged } from "./booking-view.ts";

/**
 * A booking paid by bank transfer (issue 48 §2: «card, СБП, transfer»). A transfer takes up to a
 * working day and only the lawyer sees it arrive, so choosing it turns the 15-minute hold into a
 * transfer's (up to three days, ending a day before the start: domain `transferHoldEnd`), opens
 * the booking's chat for the receipt and mails the client the booking's link. The lawyer's
 * «Подтвердить оплату» in «Записи» records the money and confirms the booking as a card payment
 * would. A transfer's hold that runs out unconfirmed frees its time like any other.
 */

/** Refuses what cannot be paid by transfer now, with the reason the payer reads. */
function transferRefusal(row: BookingRow, now: Date): string | null {
  if (row.priceKopecks <= 0) return T.notPayable;
  if (row.status !== "pending_payment") {
    return row.status === "cancelled" ? T.holdExpired : T.alreadyPaid;
  }
  if (row.holdExpiresAt === null || row.holdExpiresAt <= now) return T.holdExpired;
  return null;
}

/**
 * POST /api/bookings/{id}/transfer: the client will pay by transfer. Asked again after it was
 * chosen, it answers the booking as it stands (a second tab, a repeated click).
 */
export async function chooseTransfer(
  app: FastifyInstance,
  row: BookingRow,
  now: Date,
): Promise<BookingRow> {
  const refusal = transferRefusal(row, now);
  if (refusal === T.notPayable) throw badRequest(refusal);
  if (refusal) throw conflict(refusal);
  if (row.transferRequestedAt !== null) return row;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const settings = await loadEffectivePaymentSettings(app.db, app.config);
  if (settings.manual === null) throw conflict(T.transferNotOffered);
  const until = transferHoldEnd(row.startsAt.getTime(), now.getTime());
  if (until === null) throw conflict(T.transferTooLate);
  const key = await secondFactorKey(app.db, app.config.SECOND_FACTOR_KEY);
  const result = await retryOnDeadlock(() =>
    app.db.transaction(async (tx) => {
      const [chosen] = await tx
        .update(bookings)
        .set({ transferRequestedAt: now, holdExpiresAt: new Date(until), updatedAt: now })
        .where(
          and(
            eq(bookings.id, row.id),
            eq(bookings.status, "pending_payment"),
            isNull(bookings.transferRequestedAt),
            gt(bookings.holdExpiresAt, now),
          ),
        )
        .returning();
      if (!chosen) return null;
      const openedChat = await openBookingChat(tx, chosen, now);
      const [pinned] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
      const booking = pinned ?? chosen;
      if (booking.sessionId !== null) {
        await writeChatLine(
          tx,
          booking.sessionId,
          T.transferLine(
            bookingHeadline(booking.startsAt.getTime(), booking.format),
            formatMoscowDateTime(new Date(until)),
          ),
          now,
        );
      }
      await tellAwaitingTransfer(tx, bookingNoticeContextOf(app), booking, key);
      return { booking, openedChat };
    }),
  );
  if (!result) {
    // Another request changed it meanwhile (paid, chosen, or its hold closed): say how it stands.
    const [current] = await app.db.select().from(bookings).where(eq(bookings.id, row.id));
    if (current?.transferRequestedAt) return current;
    throw conflict((current && transferRefusal(current, now)) ?? T.holdExpired);
  }
  if (result.openedChat) await publishChatEvent(app.events, result.openedChat, "session.created");
  void app.mail.flush().catch((error) => app.log.warn({ err: error }, "mail flush failed"));
  return result.booking;
}

/**
 * POST /api/executor/bookings/{id}/confirm-payment: the lawyer saw the transfer arrive. It becomes
 * a money record (provider "manual", succeeded, with who confirmed it) of the booking, its chat
 * reads paid, and the booking is confirmed: the client then gets the invitation as after a card.
 */
export async function confirmTransfer(
  app: FastifyInstance,
  executor: UserRow,
  row: BookingRow,
  now: Date,
): Promise<BookingRow> {
  const refuse = (current: BookingRow) => {
    if (current.status === "confirmed" || current.status === "held") return T.alreadyPaid;
    if (current.transferRequestedAt === null || current.status !== "pending_payment") {
      return T.notAwaitingTransfer;
    }
    return current.holdExpiresAt !== null && current.holdExpiresAt > now ? null : T.holdExpired;
  };
  const early = refuse(row);
  if (early) throw conflict(early);
  const result = await retryOnDeadlock(() =>
    app.db.transaction(async (tx: Db) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, row.id))
        .for("update");
      if (!booking) return { refusal: T.notFound } as const;
      const refusal = refuse(booking);
      if (refusal || booking.sessionId === null) {
        return { refusal: refusal ?? T.notAwaitingTransfer } as const;
      }
      // The client may be paying by card meanwhile: the same booking is not paid twice.
      const [cardInProgress] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), paymentsThatMayStillSucceed(now)))
        .limit(1);
      if (cardInProgress) return { refusal: PAYMENT_TEXTS.cardPaymentInProgress } as const;
      const payment = one(
        await tx
          .insert(payments)
          .values({
            id: randomUUID(),
            provider: "manual",
            amountKopecks: booking.priceKopecks,
            description: `${bookingHeadline(booking.startsAt.getTime(), booking.format)} — ${booking.serviceTitle}`,
            serviceType: booking.clientId === null ? "guest_chat" : "chat",
            chatSessionId: booking.sessionId,
            bookingId: booking.id,
            payerUserId: booking.clientId,
            payerName: booking.name,
            payerEmail: booking.email,
            payerPhone: booking.phone,
            confirmedByUserId: executor.id,
            status: "succeeded",
            createdAt: now,
            updatedAt: now,
            paidAt: now,
          })
          .returning(),
      );
      // Every payment of a company has an invoice (issue 31 §3), as after a card.
      if (payment.payerUserId !== null) {
        await issueDocument(
          tx,
          {
            kind: "invoice",
            clientId: payment.payerUserId,
            sessionId: payment.chatSessionId,
            requestMessageId: null,
            paymentId: payment.id,
            amountKopecks: payment.amountKopecks,
            serviceTitle: payment.description,
          },
          now,
        );
      }
      const chat = await markChatPaid(
        tx,
        {
          chatSessionId: booking.sessionId,
          requestMessageId: null,
          amountKopecks: payment.amountKopecks,
          bookingId: booking.id,
        },
        now,
        "manual",
      );
      const confirmed = chat
        ? await confirmPaidBooking(tx, booking.id, { row: chat, created: false }, now)
        : null;
      return { refusal: null, payment, chat, confirmed } as const;
    }),
  );
  if (result.refusal !== null) throw conflict(result.refusal);
  await publishPaymentEvent(app, result.payment, result.chat);
  bookingChanged(app);
  const [current] = await app.db.select().from(bookings).where(eq(bookings.id, row.id));
  return result.confirmed ?? current ?? row;
}
