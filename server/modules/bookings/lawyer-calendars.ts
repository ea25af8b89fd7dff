import { and, eq, gt, inArray, lt, or } from "drizzle-orm";
import { HEARING_BUSY_MINUTES } from "../../../domain/booking/booking.ts";
import type { Interval, LawyerCalendar } from "../../../domain/booking/slots.ts";
import type { OfficeHours } from "../../../domain/office-hours/office-hours.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { courtEvents } from "../../db/schema/court-events.ts";
import { users } from "../../db/schema/users.ts";
import { placesOf } from "../staff/assignment.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** SQL: a booking that takes its lawyer's time: confirmed, or held unpaid and not yet expired. */
export const takesTime = (now: Date) =>
  or(
    eq(bookings.status, "confirmed"),
    and(eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now)),
  );

/**
 * The lawyers a consultation may be booked with between `from` and `to`, as the slots see them
 * (issue 48 §1): the staff who take chats and are under their chat limit (issue 30), each with
 * their own week or the firm's (the firm's holidays either way), and what already fills their
 * time there: their court hearings and their bookings, each widened by its own buffer.
 */
export async function lawyerCalendars(
  db: Db,
  firmHours: OfficeHours,
  window: Interval,
  now: Date,
): Promise<LawyerCalendar[]> {
  const places = await placesOf(db);
  if (places.length === 0) return [];
  const ids = places.map((place) => place.id);
  const from = new Date(window.start - HEARING_BUSY_MINUTES * MINUTE_MS);
  const to = new Date(window.end);
  const [weeks, hearings, booked] = await Promise.all([
    db.select({ id: users.id, week: users.workingWeek }).from(users).where(inArray(users.id, ids)),
    db
      .select({ lawyerId: courtEvents.executorId, date: courtEvents.date })
      .from(courtEvents)
      .where(
        and(
          inArray(courtEvents.executorId, ids),
          eq(courtEvents.isCompleted, false),
          gt(courtEvents.date, from),
          lt(courtEvents.date, to),
        ),
      ),
    db
      .select({
        lawyerId: bookings.lawyerId,
        start: bookings.startsAt,
        end: bookings.endsAt,
        buffer: bookings.bufferMinutes,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.lawyerId, ids),
          takesTime(now),
          // A booking's buffer (two hours at most) may reach into the window from outside it.
          lt(bookings.startsAt, new Date(window.end + DAY_MS)),
          gt(bookings.endsAt, new Date(window.start - DAY_MS)),
        ),
      ),
  ]);
  const weekOf = new Map(weeks.map((row) => [row.id, row.week]));
  return ids.map((lawyerId) => {
    const week = weekOf.get(lawyerId);
    const busy: Interval[] = [
      ...hearings
        .filter((hearing) => hearing.lawyerId === lawyerId)
        .map((hearing) => ({
          start: hearing.date.getTime(),
          end: hearing.date.getTime() + HEARING_BUSY_MINUTES * MINUTE_MS,
        })),
      ...booked
        .filter((booking) => booking.lawyerId === lawyerId)
        .map((booking) => ({
          start: booking.start.getTime() - booking.buffer * MINUTE_MS,
          end: booking.end.getTime() + booking.buffer * MINUTE_MS,
        })),
    ];
    return { lawyerId, hours: week ? { ...firmHours, week } : firmHours, busy };
  });
}
