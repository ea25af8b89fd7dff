import { and, eq } from "drizzle-orm";
import { BOOKING_DEFAULTS } from "../../../domain/booking/booking.ts";
import type { ServiceBooking } from "../../../domain/booking/booking-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import type { Db } from "../../db/client.ts";
import { serviceBookings } from "../../db/schema/bookings.ts";
import { services } from "../../db/schema/catalogue.ts";
import { notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { lockService } from "../catalogue/back-office-service.ts";
import { notDeleted } from "../catalogue/service.ts";
import { slotsChanged } from "./slots-cache.ts";

type Row = typeof serviceBookings.$inferSelect;

const view = (row: Row): ServiceBooking => ({
  enabled: row.enabled,
  duration_minutes: row.durationMinutes,
  formats: row.formats,
  buffer_minutes: row.bufferMinutes,
  min_notice_hours: row.minNoticeHours,
  horizon_days: row.horizonDays,
});

/** A service's settings for the cabinet: 404 for a service that is gone, like the catalogue's. */
export async function serviceBookingSettings(db: Db, serviceId: number): Promise<ServiceBooking> {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), notDeleted));
  if (!service) throw notFound(CATALOGUE_TEXTS.notFound);
  return readServiceBooking(db, serviceId);
}

/** A service's «Запись на консультацию»; the defaults (off) when never set. */
export async function readServiceBooking(db: Db, serviceId: number): Promise<ServiceBooking> {
  const [row] = await db
    .select()
    .from(serviceBookings)
    .where(eq(serviceBookings.serviceId, serviceId));
  return row ? view(row) : { ...BOOKING_DEFAULTS, formats: [...BOOKING_DEFAULTS.formats] };
}

/**
 * Saves a service's «Запись на консультацию» (inactive services too: a lawyer prepares it before
 * switching the service on), with its audit entry; unchanged, nothing is written. Once committed,
 * this instance's kept free slots are dropped (slots-cache.ts).
 */
export async function saveServiceBooking(
  db: Db,
  actor: AuditActor,
  serviceId: number,
  input: ServiceBooking,
): Promise<ServiceBooking> {
  const saved = await db.transaction(async (tx) => {
    const service = await lockService(tx, serviceId);
    const before = await readServiceBooking(tx, serviceId);
    if (JSON.stringify(before) === JSON.stringify(input)) return before;
    const saved = await upsert(tx, serviceId, input);
    await recordChange(tx, actor, {
      entityType: "service",
      entityId: serviceId,
      action: "update",
      entityTitle: service.title,
      before: { booking: before },
      after: { booking: saved },
    });
    return saved;
  });
  slotsChanged();
  return saved;
}

async function upsert(db: Db, serviceId: number, input: ServiceBooking): Promise<ServiceBooking> {
  const values = {
    enabled: input.enabled,
    durationMinutes: input.duration_minutes,
    formats: input.formats,
    bufferMinutes: input.buffer_minutes,
    minNoticeHours: input.min_notice_hours,
    horizonDays: input.horizon_days,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(serviceBookings)
    .values({ serviceId, ...values })
    .onConflictDoUpdate({ target: serviceBookings.serviceId, set: values })
    .returning();
  if (!row) throw new Error("the booking settings were not saved");
  return view(row);
}
