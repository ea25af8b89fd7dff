import { eq } from "drizzle-orm";
import { BOOKING_POLICY_DEFAULTS, BOOKING_TEXTS } from "../../../domain/booking/booking.ts";
import {
  type BookingPolicy,
  bookingPolicySchema,
} from "../../../domain/booking/booking-schemas.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

const POLICY_KEY = "booking-policy";

/** The firm's rule for cancelled paid bookings (issue 48 §3); the defaults until it is saved. */
export async function readBookingPolicy(db: Db): Promise<BookingPolicy> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, POLICY_KEY));
  const saved = bookingPolicySchema.safeParse(row?.value);
  return saved.success ? saved.data : { ...BOOKING_POLICY_DEFAULTS };
}

/** «Отмена записи» in the cabinet: saved with an audit entry. */
export async function saveBookingPolicy(
  db: Db,
  actor: AuditActor,
  policy: BookingPolicy,
): Promise<BookingPolicy> {
  return db.transaction(async (tx) => {
    const before = await readBookingPolicy(tx);
    await tx
      .insert(siteSettings)
      .values({ key: POLICY_KEY, value: policy, updatedByUserId: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: policy, updatedByUserId: actor.userId, updatedAt: new Date() },
      });
    await recordChange(tx, actor, {
      entityType: "site_settings",
      entityId: POLICY_KEY,
      action: "update",
      entityTitle: BOOKING_TEXTS.policyTitle,
      before: { booking_policy: before },
      after: { booking_policy: policy },
    });
    return policy;
  });
}
