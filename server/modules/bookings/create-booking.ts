import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  BOOKING_HOLD_MINUTES,
  MEETING_LINK_SHOWN_MINUTES,
  BOOKING_TEXTS as T,
} from "../../../domain/booking/booking.ts";
import type { Booking, createBookingSchema } from "../../../domain/booking/booking-schemas.ts";
import { moscowIso } from "../../../domain/booking/slots.ts";
import { sealSecret } from "../../auth/second-factor/secret-box.ts";
import { hashToken, type UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { retryOnDeadlock } from "../../db/errors.ts";
import { bookings } from "../../db/schema/bookings.ts";
import type { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest } from "../../errors.ts";
import { type ConsentOrigin, recordConsent } from "../consents/service.ts";
import { openBookingChat } from "./booking-chat.ts";
import { slotsChanged } from "./slots-cache.ts";
import { bookableService } from "./slots-service.ts";
import { takeSlot } from "./take-slot.ts";

type BookingRow = typeof bookings.$inferSelect;

/** What the answer's view of a booking needs besides its row. */
export interface BookingViewContext {
  lawyer: { id: number; full_name: string } | null;
  /** The Jitsi Meet server (VIDEO_MEETING_URL). */
  meetingServer: string;
  now: Date;
  /** Only when the booking was just made. */
  manageToken?: string;
}

/** A video booking's room on the meeting server, given from 15 minutes before its start. */
function meetingUrlOf(row: BookingRow, server: string, now: Date): string | null {
  const shownFrom = row.startsAt.getTime() - MEETING_LINK_SHOWN_MINUTES * 60_000;
  if (row.meetingRoom === null || row.status !== "confirmed" || now.getTime() < shownFrom) {
    return null;
  }
  return `${server.replace(/\/+$/, "")}/${row.meetingRoom}`;
}

/** The answer's view of a booking. */
export function bookingView(row: BookingRow, context: BookingViewContext): Booking {
  return {
    id: row.id,
    status: row.status as Booking["status"],
    service_id: row.serviceId,
    service_title: row.serviceTitle,
    start: moscowIso(row.startsAt.getTime()),
    end: moscowIso(row.endsAt.getTime()),
    format: row.format,
    lawyer: context.lawyer,
    price: row.priceKopecks / 100,
    hold_expires_at: row.holdExpiresAt ? moscowIso(row.holdExpiresAt.getTime()) : null,
    awaiting_transfer: row.status === "pending_payment" && row.transferRequestedAt !== null,
    chat_session_id: row.sessionId,
    guest: row.clientId === null,
    meeting_url: meetingUrlOf(row, context.meetingServer, context.now),
    ...(context.manageToken ? { manage_token: context.manageToken } : {}),
  };
}

/** A booking just made, and the chat it opened (to announce) when it was confirmed at once. */
export interface MadeBooking {
  row: BookingRow;
  lawyer: { id: number; full_name: string } | null;
  manageToken: string | undefined;
  openedChat: typeof chatSessions.$inferSelect | null;
}

/**
 * Books a free slot (issue 48 §2). The free lawyers of that start are locked (their rows, in id
 * order) and the slot is looked at again under the lock, so two bookings of one slot at once —
 * on any instance — serialise: the second sees the first and gets 409 «Это время уже заняли».
 * A paid service's booking holds the slot unpaid for 15 minutes; a free one is confirmed at once.
 * A guest gets a manage token (only its hash is kept).
 */
export async function createBooking(
  db: Db,
  input: z.output<typeof createBookingSchema>,
  user: UserRow | null,
  now: Date,
  /** The key a guest's manage token is sealed with, for the links of later mail. */
  secretKey: Buffer,
  /** Where the form's consent tick came from (the consent log). */
  consentOrigin: ConsentOrigin,
): Promise<MadeBooking> {
  const { service, booking: rules } = await bookableService(db, input.service_id);
  if (!rules.formats.includes(input.format)) throw badRequest(T.formatNotOffered);
  const manageToken = user ? undefined : randomBytes(32).toString("base64url");
  // The lawyers' rows are locked in id order, yet a chat or a payment of theirs written meanwhile
  // may still meet it in a cycle PostgreSQL breaks by ending one: that one is run again.
  const writing = retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const { slot, lawyerId } = await takeSlot(tx, rules, Date.parse(input.start), now);
      const paid = service.basePriceKopecks > 0;
      const id = randomUUID();
      const [row] = await tx
        .insert(bookings)
        .values({
          id,
          serviceId: service.id,
          serviceTitle: service.title,
          lawyerId,
          clientId: user?.id ?? null,
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          bufferMinutes: rules.buffer_minutes,
          format: input.format,
          status: paid ? "pending_payment" : "confirmed",
          name: input.name,
          phone: input.phone as string,
          email: input.email ?? null,
          comment: input.comment || null,
          priceKopecks: service.basePriceKopecks,
          holdExpiresAt: paid ? new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000) : null,
          manageTokenHash: manageToken ? hashToken(manageToken) : null,
          manageTokenSealed: manageToken ? sealSecret(secretKey, id, manageToken) : null,
          meetingRoom: input.format === "video" ? randomBytes(16).toString("base64url") : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("the booking was not written");
      // A free consultation is confirmed at once: its chat opens now (a paid one's, when paid).
      const openedChat = paid ? null : await openBookingChat(tx, row, now);
      const [booked] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
      // The form's tick (152-FZ): kept with who gave it, and a guest's chat when there is one.
      await recordConsent(tx, {
        context: "booking",
        origin: consentOrigin,
        shown: {
          offer_version: input.offer_version,
          privacy_policy_version: input.privacy_policy_version,
        },
        userId: user?.id ?? null,
        guestChatSessionId: user ? null : (booked?.sessionId ?? null),
        person: { name: input.name, email: input.email ?? null, phone: input.phone ?? null },
      });
      const [lawyer] = await tx
        .select({ id: users.id, full_name: users.fullName })
        .from(users)
        .where(eq(users.id, lawyerId));
      return { row: booked ?? row, lawyer: lawyer ?? null, manageToken, openedChat };
    }),
  );
  // Made, or refused with 409 (this instance's kept slots were behind another's): either way the
  // kept free slots go (slots-cache.ts).
  return writing.finally(slotsChanged);
}
