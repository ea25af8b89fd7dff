import { and, eq, gt, lt, ne } from "drizzle-orm";
import {
  bookingHeadline,
  HOLD_EXPIRED,
  BOOKING_TEXTS as T,
} from "../../../domain/booking/booking.ts";
import { PAID_GUEST_CHAT_KEEP_DAYS } from "../../../domain/chat/chat.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { openChatForPaidOrder, previewOf } from "../chat/session-service.ts";
import type { BookingRow } from "./booking-access.ts";
import { takesTime } from "./lawyer-calendars.ts";

type SessionRow = typeof chatSessions.$inferSelect;

const MINUTE_MS = 60_000;
const KEEP_MS = PAID_GUEST_CHAT_KEEP_DAYS * 24 * 60 * MINUTE_MS;

export async function writeChatLine(tx: Db, sessionId: string, content: string, now: Date) {
  await tx
    .insert(chatMessages)
    .values({ sessionId, senderType: "system", messageType: "system", content, createdAt: now });
  await tx
    .update(chatSessions)
    .set({ lastActivity: now, lastMessagePreview: previewOf(content) })
    .where(eq(chatSessions.id, sessionId));
}

/**
 * A confirmed booking's place in the client's chat (issue 48 §2): the booking is tied to the chat
 * (which shows it pinned at its top) and the chat says when and how. A chat opened for the
 * booking goes to the booking's lawyer; a guest's chat is kept until a week after the
 * consultation, however far ahead it is. The line is written once per chat.
 */
async function pinToChat(
  tx: Db,
  booking: BookingRow,
  chat: SessionRow,
  created: boolean,
  now: Date,
) {
  await tx
    .update(bookings)
    .set({ sessionId: chat.id, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  const keepUntil = new Date(booking.endsAt.getTime() + KEEP_MS);
  const changes = {
    ...(created && booking.lawyerId !== null ? { assigneeId: booking.lawyerId } : {}),
    ...(chat.expiresAt !== null && chat.expiresAt < keepUntil ? { expiresAt: keepUntil } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await tx.update(chatSessions).set(changes).where(eq(chatSessions.id, chat.id));
  }
  // Pinned there already (a transfer chosen first): the chat has said when and how.
  if (booking.sessionId === chat.id) return;
  await writeChatLine(
    tx,
    chat.id,
    T.pinned(bookingHeadline(booking.startsAt.getTime(), booking.format)),
    now,
  );
}

/**
 * Opens (or joins: a client's open chat about the same service) the chat of a booking confirmed
 * without payment. Returns the chat when it was created, for the caller to announce.
 */
export async function openBookingChat(
  tx: Db,
  booking: BookingRow,
  now: Date,
): Promise<SessionRow | null> {
  const opened = await openChatForPaidOrder(
    tx,
    {
      payerUserId: booking.clientId,
      payerName: booking.name,
      payerEmail: booking.email,
      payerPhone: booking.phone,
      serviceId: booking.serviceId,
      planType: null,
      title: booking.serviceTitle,
    },
    now,
  );
  await pinToChat(tx, booking, opened.row, opened.created, now);
  return opened.created ? opened.row : null;
}

/**
 * Whether the booking's lawyer is still free for it: no other booking that takes time overlaps
 * it, each side widened by its own buffer. Asked when money comes after the hold ran out.
 */
async function lawyerStillFree(tx: Db, booking: BookingRow, now: Date) {
  if (booking.lawyerId === null) return false;
  const widest = 2 * 120 * MINUTE_MS;
  const others = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.lawyerId, booking.lawyerId),
        ne(bookings.id, booking.id),
        takesTime(now),
        lt(bookings.startsAt, new Date(booking.endsAt.getTime() + widest)),
        gt(bookings.endsAt, new Date(booking.startsAt.getTime() - widest)),
      ),
    );
  const mine = booking.bufferMinutes * MINUTE_MS;
  return others.every((other) => {
    const gap = Math.max(mine, other.bufferMinutes * MINUTE_MS);
    return (
      other.endsAt.getTime() + gap <= booking.startsAt.getTime() ||
      other.startsAt.getTime() - gap >= booking.endsAt.getTime()
    );
  });
}

/**
 * Money came for a booking (issue 48 §2), in the payment's transaction, after the payment opened
 * or joined its chat: the booking is confirmed and pinned there. Money after the hold ran out
 * still confirms it while the lawyer is free then; when someone else took the time meanwhile the
 * booking is cancelled and the chat says the lawyer will offer another time or return the money.
 * A repeat (a second payment) changes nothing.
 */
export async function confirmPaidBooking(
  tx: Db,
  bookingId: string,
  chat: { row: SessionRow; created: boolean },
  now: Date,
): Promise<BookingRow | null> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!booking) return null;
  // A hold the maintenance pass closed is paid late, not cancelled by anyone.
  const holdRanOut = booking.status === "cancelled" && booking.cancelReason === HOLD_EXPIRED;
  if (booking.status !== "pending_payment" && !holdRanOut) return null;
  const inTime = booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
  if (!inTime && !(await lawyerStillFree(tx, booking, now))) {
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelReason: "slot_taken",
        sessionId: chat.row.id,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    await writeChatLine(
      tx,
      chat.row.id,
      T.paidTooLate(bookingHeadline(booking.startsAt.getTime(), booking.format)),
      now,
    );
    return cancelled ?? null;
  }
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: "confirmed", holdExpiresAt: null, cancelReason: null, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!confirmed) return null;
  await pinToChat(tx, confirmed, chat.row, chat.created, now);
  return confirmed;
}
