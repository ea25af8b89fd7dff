import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { BOOKING_HOLD_MINUTES, BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import type { Booking, createBookingSchema } from "../../../domain/booking/booking-schemas.ts";
import { moscowIso } from "../../../domain/booking/slots.ts";
import { moscowDayKey } from "../../../domain/day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../../../domain/moscow-date.ts";
import { hashToken, type UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { takesTime } from "./lawyer-calendars.ts";
import { bookableService, freeSlotsOf } from "./slots-service.ts";

type BookingRow = typeof bookings.$inferSelect;

/** The answer's view of a booking; `manageToken` only when it was just made. */
export function bookingView(
  row: BookingRow,
  lawyer: { id: number; full_name: string } | null,
  manageToken?: string,
): Booking {
  return {
    id: row.id,
    status: row.status as Booking["status"],
    service_id: row.serviceId,
    service_title: row.serviceTitle,
    start: moscowIso(row.startsAt.getTime()),
    end: moscowIso(row.endsAt.getTime()),
    format: row.format,
    lawyer,
    price: row.priceKopecks / 100,
    hold_expires_at: row.holdExpiresAt ? moscowIso(row.holdExpiresAt.getTime()) : null,
    ...(manageToken ? { manage_token: manageToken } : {}),
  };
}

/** The lawyer of those free at a start who has the fewest bookings that Moscow day. */
async function leastBookedThatDay(tx: Db, lawyerIds: number[], start: number, now: Date) {
  const day = moscowDayKey(new Date(start));
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS);
  const to = new Date(from.getTime() + 24 * 60 * 60_000);
  const counts = await tx
    .select({ lawyerId: bookings.lawyerId, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.lawyerId, lawyerIds),
        takesTime(now),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
      ),
    )
    .groupBy(bookings.lawyerId);
  const countOf = new Map(counts.map((row) => [row.lawyerId, Number(row.count)]));
  return [...lawyerIds].sort((a, b) => (countOf.get(a) ?? 0) - (countOf.get(b) ?? 0) || a - b)[0];
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
): Promise<Booking> {
  const { service, booking: rules } = await bookableService(db, input.service_id);
  if (!rules.formats.includes(input.format)) throw badRequest(T.formatNotOffered);
  const start = Date.parse(input.start);
  const day = moscowDayKey(new Date(start));
  const slotAt = async (tx: Db) =>
    (await freeSlotsOf(tx, rules, day, 1, now)).find((slot) => slot.start === start);
  const manageToken = user ? undefined : randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const seen = await slotAt(tx);
    if (!seen) throw conflict(T.slotTaken);
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, seen.lawyerIds))
      .orderBy(asc(users.id))
      .for("update");
    const slot = await slotAt(tx);
    if (!slot) throw conflict(T.slotTaken);
    const lawyerId = (await leastBookedThatDay(tx, slot.lawyerIds, start, now)) as number;
    const paid = service.basePriceKopecks > 0;
    const [row] = await tx
      .insert(bookings)
      .values({
        id: randomUUID(),
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
        meetingRoom: input.format === "video" ? randomBytes(16).toString("base64url") : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("the booking was not written");
    const [lawyer] = await tx
      .select({ id: users.id, full_name: users.fullName })
      .from(users)
      .where(eq(users.id, lawyerId));
    return bookingView(row, lawyer ?? null, manageToken);
  });
}
