import { and, eq } from "drizzle-orm";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import type { ServiceBooking, Slots } from "../../../domain/booking/booking-schemas.ts";
import { type FreeSlot, freeSlots, moscowIso } from "../../../domain/booking/slots.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../../../domain/moscow-date.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { notFound } from "../../errors.ts";
import { notDeleted } from "../catalogue/service.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { lawyerCalendars } from "./lawyer-calendars.ts";
import { readServiceBooking } from "./service-booking.ts";

/** A service open for booking, with its settings; 404 «Запись… не открыта» otherwise. */
export async function bookableService(db: Db, serviceId: number) {
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.isActive, true), notDeleted));
  const booking = service ? await readServiceBooking(db, serviceId) : null;
  if (!service || !booking?.enabled) throw notFound(T.notBookable);
  return { service, booking };
}

/** Moscow midnight of a day key, as an instant. */
const moscowMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS;

/** The free slots of `days` Moscow days from `from`, with the lawyers free at each. */
export async function freeSlotsOf(
  db: Db,
  booking: ServiceBooking,
  from: string,
  days: number,
  now: Date,
): Promise<FreeSlot[]> {
  const settings = await getSiteSettings(db);
  const window = { start: moscowMidnight(from), end: moscowMidnight(addDays(from, days)) };
  const lawyers = await lawyerCalendars(db, settings.office_hours, window, now);
  return freeSlots({
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
}

/** `GET /api/services/{id}/slots`: the free starts, in Moscow time with its offset. */
export async function slotsAnswer(
  db: Db,
  serviceId: number,
  from: string,
  days: number,
  now: Date,
): Promise<Slots> {
  const { booking } = await bookableService(db, serviceId);
  const slots = await freeSlotsOf(db, booking, from, days, now);
  return {
    time_zone: "Europe/Moscow",
    slots: slots.map((slot) => ({ start: moscowIso(slot.start), end: moscowIso(slot.end) })),
  };
}
