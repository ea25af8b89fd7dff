import { and, asc, gte, inArray, lt, sql } from "drizzle-orm";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import type { ServiceBooking } from "../../../domain/booking/booking-schemas.ts";
import { moscowDayKey } from "../../../domain/day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../../../domain/moscow-date.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
import { conflict } from "../../errors.ts";
import { takesTime } from "./lawyer-calendars.ts";
import { freeSlotsOf } from "./slots-service.ts";

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
 * Takes a free start for a booking being written in `tx` (issue 48 §2, decision 066): the lawyers
 * free then are locked (their rows, in id order, so two takers never deadlock) and the slot is
 * looked at again under the lock, so two takers of one start — on any instance — serialise and
 * the second gets 409 «Это время уже заняли». `prefer` (a moved booking's lawyer) keeps the
 * lawyer when they are free; else the one with the fewest bookings that day.
 */
export async function takeSlot(
  tx: Db,
  rules: ServiceBooking,
  start: number,
  now: Date,
  prefer: number | null = null,
) {
  const day = moscowDayKey(new Date(start));
  const slotAt = async () =>
    (await freeSlotsOf(tx, rules, day, 1, now)).find((slot) => slot.start === start);
  const seen = await slotAt();
  if (!seen) throw conflict(T.slotTaken);
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, seen.lawyerIds))
    .orderBy(asc(users.id))
    .for("update");
  const slot = await slotAt();
  if (!slot) throw conflict(T.slotTaken);
  const lawyerId =
    prefer !== null && slot.lawyerIds.includes(prefer)
      ? prefer
      : ((await leastBookedThatDay(tx, slot.lawyerIds, start, now)) as number);
  return { slot, lawyerId };
}
