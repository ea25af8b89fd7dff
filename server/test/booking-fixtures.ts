import { eq, ne } from "drizzle-orm";
import { addDays, moscowDayKey } from "../../domain/day-keys.ts";
import { everyDay } from "../../domain/office-hours/office-hours.ts";
import { SITE_SETTINGS_KEY } from "../../domain/site-settings/site-settings.ts";
import { siteSettings } from "../db/schema/content.ts";
import { users } from "../db/schema/users.ts";
import { getSiteSettings } from "../modules/site-settings/service.ts";
import { executorToken } from "./chat-fixtures.ts";
import { bearer } from "./fixtures.ts";
import type { TestApp } from "./test-app.ts";

/** A service's booking as the tests open it: an hour, phone or video, 15 minutes apart. */
export const BOOKING_SETTINGS = {
  enabled: true,
  duration_minutes: 60,
  formats: ["phone", "video"],
  buffer_minutes: 15,
  min_notice_hours: 2,
  horizon_days: 30,
};

export interface BookingFirm {
  /** The demo lawyer's session, the one lawyer who takes chats. */
  lawyer: string;
  lawyerId: number;
  /** A Monday at least three days ahead (Moscow), so the notice never reaches into it. */
  monday: string;
}

/**
 * The firm of the booking tests: the demo lawyer alone takes chats, the firm works 9:00–18:00 on
 * weekdays and the Tuesday after `monday` is a holiday.
 */
export async function bookingFirm(t: TestApp): Promise<BookingFirm> {
  const lawyer = await executorToken(t.app);
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  const lawyerId = demo?.id ?? 0;
  await t.db.update(users).set({ acceptsChats: false }).where(ne(users.id, lawyerId));
  let monday = addDays(moscowDayKey(new Date()), 3);
  while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  const settings = await getSiteSettings(t.db);
  const week = { ...everyDay([{ from: "09:00", to: "18:00" }]), sat: [], sun: [] };
  await t.db
    .update(siteSettings)
    .set({
      value: {
        ...settings,
        office_hours: { ...settings.office_hours, week, holidays: [addDays(monday, 1)] },
      },
    })
    .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  return { lawyer, lawyerId, monday };
}

/** Opens booking for a service as the lawyer. */
export async function openBooking(t: TestApp, lawyer: string, serviceId: number) {
  const response = await t.app.inject({
    method: "PUT",
    url: `/api/executor/services/${serviceId}/booking`,
    headers: bearer(lawyer),
    payload: BOOKING_SETTINGS,
  });
  if (response.statusCode !== 200) throw new Error(`open booking: ${response.body}`);
}
