import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { bookingHeadline } from "../../../domain/booking/booking.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { type CalendarComponent, escapeText, utcDateTime } from "../court-events/icalendar.ts";

/** How far back the lawyer's calendar keeps past consultations. */
const KEPT_DAYS = 30;
/** The most consultations one feed carries (the next ones are in the cabinet). */
const FEED_MAX = 500;

/**
 * The lawyer's consultations as events of their private court-calendar feed (issue 48 §3): each
 * confirmed (or already marked) booking with the client to call; a cancelled one leaves the feed,
 * so a subscribed app drops it, as a deleted hearing does.
 */
export async function lawyerBookingEvents(
  db: Db,
  lawyerId: number,
  uidHost: string,
  now: Date,
): Promise<CalendarComponent[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.lawyerId, lawyerId),
        inArray(bookings.status, ["confirmed", "held", "no_show"]),
        gt(bookings.endsAt, new Date(now.getTime() - KEPT_DAYS * 24 * 3_600_000)),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(FEED_MAX);
  return rows.map((row) => ({
    name: "VEVENT",
    properties: [
      ["UID", `booking-${row.id}@${uidHost}`],
      ["DTSTAMP", utcDateTime(now)],
      ["DTSTART", utcDateTime(row.startsAt)],
      ["DTEND", utcDateTime(row.endsAt)],
      [
        "SUMMARY",
        escapeText(`${bookingHeadline(row.startsAt.getTime(), row.format)} — ${row.name}`),
      ],
      [
        "DESCRIPTION",
        escapeText([row.serviceTitle, row.phone, row.comment].filter(Boolean).join("\n")),
      ],
      ["STATUS", "CONFIRMED"],
      ["LAST-MODIFIED", utcDateTime(row.updatedAt)],
    ],
  }));
}
