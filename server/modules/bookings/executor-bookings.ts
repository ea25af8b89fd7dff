import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import {
  CHAT_BOOKINGS_MAX,
  EXECUTOR_BOOKINGS_DAYS_MAX,
  EXECUTOR_BOOKINGS_MAX,
  HOLD_EXPIRED,
  BOOKING_TEXTS as T,
} from "../../../domain/booking/booking.ts";
import type { ExecutorBooking } from "../../../domain/booking/booking-schemas.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../../../domain/moscow-date.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import type { BookingRow } from "./booking-access.ts";
import { bookingView } from "./create-booking.ts";

const moscowMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS;
const DAY_MS = 24 * 3_600_000;

/** The statuses «Записи» shows: an unpaid hold that ran out was never a consultation. */
const SHOWN = ["pending_payment", "confirmed", "held", "no_show", "cancelled"] as const;

/**
 * GET /api/executor/bookings (issue 48 §3): the firm's bookings of the Moscow days `from`–`to`
 * (both included), one lawyer's or everyone's, by their start. A hold that ran out unpaid is left
 * out: nobody was booked.
 */
export async function executorBookings(
  db: Db,
  query: { from: string; to: string; lawyer_id?: number },
  meetingServer: string,
  now: Date,
): Promise<ExecutorBooking[]> {
  const start = moscowMidnight(query.from);
  const end = moscowMidnight(addDays(query.to, 1));
  if (end <= start || end - start > EXECUTOR_BOOKINGS_DAYS_MAX * DAY_MS)
    throw badRequest(T.rangeInvalid);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        gte(bookings.startsAt, new Date(start)),
        lt(bookings.startsAt, new Date(end)),
        inArray(bookings.status, [...SHOWN]),
        query.lawyer_id === undefined ? undefined : eq(bookings.lawyerId, query.lawyer_id),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(EXECUTOR_BOOKINGS_MAX);
  const visible = rows.filter((row) => row.cancelReason !== HOLD_EXPIRED);
  const lawyerIds = [...new Set(visible.map((row) => row.lawyerId).filter((id) => id !== null))];
  const lawyers = lawyerIds.length
    ? await db
        .select({ id: users.id, full_name: users.fullName })
        .from(users)
        .where(inArray(users.id, lawyerIds as number[]))
    : [];
  const lawyerOf = new Map(lawyers.map((lawyer) => [lawyer.id, lawyer]));
  return visible.map((row) =>
    executorView(row, lawyerOf.get(row.lawyerId ?? -1) ?? null, meetingServer, now),
  );
}

export function executorView(
  row: BookingRow,
  lawyer: { id: number; full_name: string } | null,
  meetingServer: string,
  now: Date,
): ExecutorBooking {
  return {
    ...bookingView(row, { lawyer, meetingServer, now }),
    client_name: row.name,
    client_phone: row.phone,
    client_email: row.email,
    comment: row.comment,
    cancel_reason: row.cancelReason,
  };
}

/**
 * PUT /api/executor/bookings/{id}/outcome: «Состоялась» or «Не состоялась», once the consultation
 * has begun; a confirmed booking only (or one marked before, to correct the mark).
 */
export async function markOutcome(
  db: Db,
  row: BookingRow,
  outcome: "held" | "no_show",
  now: Date,
): Promise<BookingRow> {
  if (!["confirmed", "held", "no_show"].includes(row.status)) throw conflict(T.notChangeable);
  if (row.startsAt > now) throw conflict(T.outcomeTooEarly);
  const [marked] = await db
    .update(bookings)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["confirmed", "held", "no_show"])))
    .returning();
  if (!marked) throw conflict(T.notChangeable);
  return marked;
}

/**
 * The bookings pinned at the top of a chat (issue 48 §2): those confirmed into it, the coming
 * ones first, then the past, each as its client reads it (the meeting link from 15 minutes
 * before). At most a few per matter; capped all the same.
 */
export async function chatBookings(db: Db, sessionId: string): Promise<BookingRow[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.sessionId, sessionId))
    .orderBy(asc(bookings.startsAt))
    .limit(CHAT_BOOKINGS_MAX);
  return rows.filter((row) => row.cancelReason !== HOLD_EXPIRED);
}
