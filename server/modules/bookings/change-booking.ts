import { eq, sql } from "drizzle-orm";
import {
  bookingHeadline,
  BOOKING_TEXTS as T,
  transferHoldEnd,
} from "../../../domain/booking/booking.ts";
import type { Db } from "../../db/client.ts";
import { retryOnDeadlock } from "../../db/errors.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { badRequest, conflict } from "../../errors.ts";
import type { BookingRow } from "./booking-access.ts";
import { writeChatLine } from "./booking-chat.ts";
import { bookableService } from "./slots-service.ts";
import { takeSlot } from "./take-slot.ts";

/** Who changes a booking: its client (or guest) keeps to the rules; the firm may do more. */
export type BookingChanger = "client" | "firm";

/** A booking still to come that may change: held unpaid or confirmed, and not started yet. */
async function changeableOr409(tx: Db, id: string, now: Date): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!row || (row.status !== "pending_payment" && row.status !== "confirmed")) {
    throw conflict(T.notChangeable);
  }
  if (row.status === "pending_payment" && (!row.holdExpiresAt || row.holdExpiresAt <= now)) {
    throw conflict(T.holdExpired);
  }
  if (row.startsAt <= now) throw conflict(T.startPassed);
  return row;
}

/**
 * POST /api/bookings/{id}/reschedule (issue 48 §3): to another free start of the service, in one
 * transaction — the booking stops taking its old time there (it is set aside, then the new start
 * is taken under the lawyers' lock as a new booking's is), so its old slot frees as the new one is
 * taken, and a move by 30 minutes may overlap its own old time. The lawyer stays when free then.
 * The SEQUENCE goes up (the client's calendar moves the entry), the reminders start over, and the
 * chat says it.
 */
export async function rescheduleBooking(
  db: Db,
  id: string,
  startIso: string,
  now: Date,
): Promise<BookingRow> {
  const start = Date.parse(startIso);
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const row = await changeableOr409(tx, id, now);
      if (row.startsAt.getTime() === start) throw badRequest(T.sameStart);
      if (row.serviceId === null) throw conflict(T.notChangeable);
      const { booking: rules } = await bookableService(tx, row.serviceId);
      if (!rules.formats.includes(row.format)) throw badRequest(T.formatNotOffered);
      // Seen by this transaction only (READ COMMITTED elsewhere; PGlite runs one at a time).
      await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
      const { slot, lawyerId } = await takeSlot(tx, rules, start, now, row.lawyerId);
      const [moved] = await tx
        .update(bookings)
        .set({
          status: row.status,
          holdExpiresAt: holdAfterMove(row, slot.start, now),
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          bufferMinutes: rules.buffer_minutes,
          lawyerId,
          sequence: sql`${bookings.sequence} + 1`,
          dayReminderSentAt: null,
          hourReminderSentAt: null,
          updatedAt: now,
        })
        .where(eq(bookings.id, id))
        .returning();
      if (!moved) throw conflict(T.notChangeable);
      if (moved.sessionId) {
        await writeChatLine(
          tx,
          moved.sessionId,
          T.movedLine(bookingHeadline(moved.startsAt.getTime(), moved.format)),
          now,
        );
      }
      return moved;
    }),
  );
}

/**
 * A moved booking's hold: a card's stays as it was; a transfer's still ends a day before the (new)
 * start at the latest (domain `transferHoldEnd`), and a move too close for that is refused.
 */
function holdAfterMove(row: BookingRow, newStart: number, now: Date): Date | null {
  if (row.status !== "pending_payment" || row.transferRequestedAt === null) {
    return row.holdExpiresAt;
  }
  const latest = transferHoldEnd(newStart, now.getTime());
  if (latest === null) throw conflict(T.transferTooLate);
  const held = row.holdExpiresAt?.getTime() ?? latest;
  return new Date(Math.min(held, latest));
}

/**
 * POST /api/bookings/{id}/cancel (issue 48 §3): the booking is cancelled (the SEQUENCE goes up:
 * the client's calendar gets a CANCEL) and its chat says so. The money, if paid, is returned by
 * the caller after this commits (payments/booking-refunds.ts), per the firm's rule.
 */
export async function cancelBooking(
  db: Db,
  id: string,
  reason: string | null,
  now: Date,
): Promise<{ before: BookingRow; after: BookingRow }> {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const before = await changeableOr409(tx, id, now);
      const [after] = await tx
        .update(bookings)
        .set({
          status: "cancelled",
          cancelReason: reason,
          holdExpiresAt: null,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(bookings.id, id))
        .returning();
      if (!after) throw conflict(T.notChangeable);
      if (after.sessionId) {
        await writeChatLine(
          tx,
          after.sessionId,
          T.cancelledLine(bookingHeadline(after.startsAt.getTime(), after.format)),
          now,
        );
      }
      return { before, after };
    }),
  );
}
