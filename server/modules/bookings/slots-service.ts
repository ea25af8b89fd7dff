import { and, eq } from "drizzle-orm";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import type { ServiceBooking, Slots } from "../../../domain/booking/booking-schemas.ts";
import {
  type FreeSlot,
  freeSlots,
  type LawyerCalendar,
  moscowIso,
} from "../../../domain/booking/slots.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../../../domain/moscow-date.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { notFound } from "../../errors.ts";
import { notDeleted } from "../catalogue/service.ts";
import { lawyerCalendars } from "./lawyer-calendars.ts";
import { readServiceBooking } from "./service-booking.ts";
import { slotsCacheOf } from "./slots-cache.ts";

/** A service open for booking, with its settings; 404 «Запись… не открыта» otherwise. */
export async function bookableService(db: Db, serviceId: number) {
  const [[service], booking] = await Promise.all([
    db
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.isActive, true), notDeleted)),
    readServiceBooking(db, serviceId),
  ]);
  if (!service || !booking.enabled) throw notFound(T.notBookable);
  return { service, booking };
}

/** Moscow midnight of a day key, as an instant. */
const moscowMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS;

/** The lawyers' calendars over `days` Moscow days from `from`. */
const calendarsOf = (db: Db, from: string, days: number, now: Date) =>
  lawyerCalendars(
    db,
    { start: moscowMidnight(from), end: moscowMidnight(addDays(from, days)) },
    now,
  );

/** The free slots of those calendars under a service's rules. */
const slotsOf = (
  booking: ServiceBooking,
  from: string,
  days: number,
  now: Date,
  lawyers: LawyerCalendar[],
): FreeSlot[] =>
  freeSlots({
    fromDay: from,
    days,
    now: now.getTime(),
    rules: {
      durationMinutes: booking.duration_minutes,
      bufferMinutes: booking.buffer_minutes,
      minNoticeHours: booking.min_notice_hours,
      horizonDays: booking.horizon_days,
    },
    lawyers,
  });

/** The free slots of `days` Moscow days from `from`, with the lawyers free at each. */
export async function freeSlotsOf(
  db: Db,
  booking: ServiceBooking,
  from: string,
  days: number,
  now: Date,
): Promise<FreeSlot[]> {
  return slotsOf(booking, from, days, now, await calendarsOf(db, from, days, now));
}

/**
 * `GET /api/services/{id}/slots`: the free starts, in Moscow time with its offset — computed at
 * most once per 2 s per question on this instance, and again after any write here (slots-cache.ts).
 */
export function slotsAnswer(
  db: Db,
  serviceId: number,
  from: string,
  days: number,
  now: Date,
): Promise<Slots> {
  return slotsCacheOf<Slots>(db).get(`${serviceId} ${from} ${days}`, () =>
    computeSlotsAnswer(db, serviceId, from, days, now),
  );
}

async function computeSlotsAnswer(
  db: Db,
  serviceId: number,
  from: string,
  days: number,
  now: Date,
): Promise<Slots> {
  // The service and the calendars are read at once: one round of queries, not two.
  const [{ booking }, lawyers] = await Promise.all([
    bookableService(db, serviceId),
    calendarsOf(db, from, days, now),
  ]);
  const slots = slotsOf(booking, from, days, now, lawyers);
  // Shared by every request the cache gives it to: frozen, so none can change it for the others.
  return Object.freeze({
    time_zone: "Europe/Moscow" as const,
    slots: Object.freeze(
      slots.map((slot) =>
        Object.freeze({ start: moscowIso(slot.start), end: moscowIso(slot.end) }),
      ),
    ) as Slots["slots"],
  });
}
