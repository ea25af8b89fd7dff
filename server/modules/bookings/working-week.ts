import { eq } from "drizzle-orm";
import type { WorkingWeek } from "../../../domain/booking/booking-schemas.ts";
import type { OfficeHours } from "../../../domain/office-hours/office-hours.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { slotsChanged } from "./slots-cache.ts";

/** The lawyer's own week for bookings (null: the firm's), beside the firm's to start from. */
export async function workingWeekOf(db: Db, userId: number): Promise<WorkingWeek> {
  const [row] = await db
    .select({ week: users.workingWeek })
    .from(users)
    .where(eq(users.id, userId));
  const settings = await getSiteSettings(db);
  return { week: row?.week ?? null, firm_week: settings.office_hours.week };
}

/** Saves the lawyer's own week (null: the firm's); this instance's kept free slots are dropped. */
export async function saveWorkingWeek(
  db: Db,
  userId: number,
  week: OfficeHours["week"] | null,
): Promise<WorkingWeek> {
  await db.update(users).set({ workingWeek: week }).where(eq(users.id, userId));
  slotsChanged();
  return workingWeekOf(db, userId);
}
