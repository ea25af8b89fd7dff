import { and, count, eq, gt, inArray, lt, or } from "drizzle-orm";
import { HEARING_BUSY_MINUTES } from "../../../domain/booking/booking.ts";
import type { Interval, LawyerCalendar } from "../../../domain/booking/slots.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { courtEvents } from "../../db/schema/court-events.ts";
import { users } from "../../db/schema/users.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { ASSIGNABLE_STAFF, OPEN_CHAT } from "../staff/staff-members.ts";

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
  window: Interval,
  now: Date,
): Promise<LawyerCalendar[]> {
  const from = new Date(window.start - HEARING_BUSY_MINUTES * MINUTE_MS);
  const to = new Date(window.end);
  // One round of four queries at once (the slots of a month are asked for often: issue 48's
  // bench): the firm's hours, the staff who take chats with their open chats and weeks, and the
  // hearings and bookings of all of them; those at their chat limit are left out below.
  const assignable = db.select({ id: users.id }).from(users).where(ASSIGNABLE_STAFF);
  const [settings, staff, hearings, booked] = await Promise.all([
    getSiteSettings(db),
    db
      .select({
        id: users.id,
        max: users.maxOpenChats,
        week: users.workingWeek,
        // placesOf's count (staff/assignment.ts): a chat counts against its lawyer until completed.
        open: count(chatSessions.id),
      })
      .from(users)
      .leftJoin(chatSessions, and(eq(chatSessions.assigneeId, users.id), OPEN_CHAT))
      .where(ASSIGNABLE_STAFF)
      .groupBy(users.id),
    db
      .select({ lawyerId: courtEvents.executorId, date: courtEvents.date })
      .from(courtEvents)
      .where(
        and(
          inArray(courtEvents.executorId, assignable),
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
          inArray(bookings.lawyerId, assignable),
          takesTime(now),
          // A booking's buffer (two hours at most) may reach into the window from outside it.
          lt(bookings.startsAt, new Date(window.end + DAY_MS)),
          gt(bookings.endsAt, new Date(window.start - DAY_MS)),
        ),
      ),
  ]);
  // As placesOf gives them: under their limit, the least busy first.
  const places = staff
    .filter((member) => member.max - member.open > 0)
    .sort((a, b) => a.open - b.open || a.id - b.id);
  const busyOf = new Map<number, Interval[]>(places.map((place) => [place.id, []]));
  for (const hearing of hearings) {
    const start = hearing.date.getTime();
    busyOf.get(hearing.lawyerId)?.push({ start, end: start + HEARING_BUSY_MINUTES * MINUTE_MS });
  }
  for (const booking of booked) {
    if (booking.lawyerId === null) continue;
    busyOf.get(booking.lawyerId)?.push({
      start: booking.start.getTime() - booking.buffer * MINUTE_MS,
      end: booking.end.getTime() + booking.buffer * MINUTE_MS,
    });
  }
  const firmHours = settings.office_hours;
  return places.map((place) => ({
    lawyerId: place.id,
    hours: place.week ? { ...firmHours, week: place.week } : firmHours,
    busy: busyOf.get(place.id) ?? [],
  }));
}
