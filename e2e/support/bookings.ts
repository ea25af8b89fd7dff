import type { Locator, Page } from "@playwright/test";
import type { Booking, ServiceBooking } from "../../domain/booking/booking-schemas.ts";
import type { Service } from "../../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../../domain/catalogue/services.ts";
import { MONTH_GENITIVE_NAMES } from "../../domain/moscow-date.ts";
import { MAX_OPEN_CHATS_LIMIT } from "../../domain/staff/staff.ts";
import type { StaffList } from "../../domain/staff/staff-schemas.ts";
import { BOOKING_UI_TEXTS } from "../../web/features/booking/booking-texts.ts";
import { BOOKINGS_TAB_TEXTS } from "../../web/features/executor/bookings/bookings-texts.ts";
import { CONTACT_FIELD_TEXTS } from "../../web/ui/contact-fields-texts.ts";
import { authHeader, withOperator } from "./back-office.ts";
import { executorToken } from "./chat.ts";
import { expect, getJson, STILL_LOADING } from "./fixtures.ts";
import { consentCheckbox } from "./payments.ts";

/** What the firm opens for the booking specs' service: video or phone, an hour, bookable now. */
export const SPEC_BOOKING: ServiceBooking = {
  enabled: true,
  duration_minutes: 60,
  formats: ["video", "phone"],
  buffer_minutes: 0,
  min_notice_hours: 0,
  horizon_days: 30,
};

/**
 * A priced catalogue service other specs do not read first (they take the first priced one), with
 * booking opened by the demo lawyer through the API (issue 48).
 */
export async function bookableService(page: Page): Promise<Service> {
  await roomForTheDemoLawyer(page);
  const services = await getJson<Service[]>(page, "/api/services");
  const service = services.findLast((s) => s.base_price > 0 && !isAutoLawyerCategory(s.category));
  if (!service) throw new Error("the demo catalogue has no priced service");
  const token = await executorToken(page);
  const saved = await page.request.put(`/api/executor/services/${service.id}/booking`, {
    headers: authHeader(token),
    data: SPEC_BOOKING,
  });
  expect(saved.ok(), `saving the booking answered ${saved.status()}: ${await saved.text()}`).toBe(
    true,
  );
  return service;
}

/** «7 декабря в 10:00 МСК» of a start «2026-12-07T10:00:00+03:00». */
export function moscowWhen(start: string): string {
  const [, month, day, clock] = /^\d{4}-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(start) ?? [];
  return `${Number(day)} ${MONTH_GENITIVE_NAMES[Number(month) - 1]} в ${clock} МСК`;
}

/**
 * A lawyer at their chat limit offers no time (issue 30): by the time a full run reaches the
 * booking specs, the suite's chats may have filled the demo lawyer's places, so the operator
 * gives them room for a few more, as a firm would.
 */
async function roomForTheDemoLawyer(page: Page) {
  await withOperator(page, async (token) => {
    const listed = await page.request.get("/api/executor/staff", { headers: authHeader(token) });
    expect(listed.ok(), `the staff list answered ${listed.status()}`).toBe(true);
    const staff = ((await listed.json()) as StaffList).items;
    const lawyer = staff.find((member) => member.email === "executor@demo.ru");
    if (!lawyer || lawyer.max_open_chats - lawyer.open_chats >= 5) return;
    const saved = await page.request.put(`/api/executor/staff/${lawyer.id}`, {
      headers: authHeader(token),
      data: { max_open_chats: Math.min(MAX_OPEN_CHATS_LIMIT, lawyer.open_chats + 10) },
    });
    expect(saved.ok(), `raising the limit answered ${saved.status()}: ${await saved.text()}`).toBe(
      true,
    );
  });
}

/** A booking's card in the cabinet's «Записи». */
export const bookingCardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="executor-booking"][data-booking-id="${id}"]`);

/** «Записи» has loaded what it shows. */
export async function bookingsTabSettled(page: Page) {
  await expect(page.getByTestId("bookings-tab").locator(STILL_LOADING)).toHaveCount(0);
}

/** The week view, then the weeks ahead until the booking's card is there. */
export async function findBookingInWeeks(page: Page, id: string) {
  const tab = page.getByTestId("bookings-tab");
  await tab.getByText(BOOKINGS_TAB_TEXTS.week, { exact: true }).click();
  await bookingsTabSettled(page);
  const card = bookingCardOf(page, id);
  for (let week = 0; week < 6 && (await card.count()) === 0; week += 1) {
    await tab.getByRole("button", { name: BOOKINGS_TAB_TEXTS.nextWeek }).click();
    await bookingsTabSettled(page);
  }
  await expect(card).toBeVisible();
  return card;
}

/**
 * The booking form of an open dialog filled as a guest would (and the consent ticked), sent: the
 * booking made (201), held for payment at `start`.
 */
export async function submitBookingForm(
  page: Page,
  dialog: Locator,
  guest: { name: string; email: string; phone: string; comment?: string },
  start: string,
): Promise<Booking> {
  const T = BOOKING_UI_TEXTS;
  await dialog.getByRole("textbox", { name: CONTACT_FIELD_TEXTS.name }).fill(guest.name);
  await dialog
    .getByRole("textbox", { name: CONTACT_FIELD_TEXTS.phone, exact: true })
    .fill(guest.phone);
  await dialog.getByRole("textbox", { name: CONTACT_FIELD_TEXTS.emailOptional }).fill(guest.email);
  if (guest.comment) await dialog.getByRole("textbox", { name: T.comment }).fill(guest.comment);
  await consentCheckbox(dialog).check();
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/bookings" &&
      response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: T.submit }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as Booking;
  expect(booking).toMatchObject({ status: "pending_payment", start, format: "video" });
  return booking;
}

/**
 * Other guests book `start` first, one for each lawyer free then, until the time is taken (409):
 * the page still offers it, as if it were taken while the visitor looked.
 */
export async function takeTimeMeanwhile(page: Page, serviceId: number, start: string) {
  for (let taken = 0; ; taken += 1) {
    const other = await page.request.post("/api/bookings", {
      data: {
        service_id: serviceId,
        start,
        format: "video",
        name: "Другой гость",
        phone: "+7 (916) 555-00-11",
        consent: true,
      },
    });
    if (other.status() === 409) return;
    expect(other.status(), await other.text()).toBe(201);
    expect(taken, "more lawyers free at one time than the demo team has").toBeLessThan(10);
  }
}

/**
 * The free times a booking section or dialog shows, turning to the next days (at most four weeks)
 * while the shown ones have none.
 */
export async function freeTimes(scope: Locator): Promise<Locator> {
  const times = scope.getByTestId("booking-time");
  const noSlots = scope.getByTestId("booking-no-slots");
  await expect(times.first().or(noSlots)).toBeVisible();
  for (let week = 0; week < 4 && (await times.count()) === 0; week += 1) {
    await expect(noSlots).toHaveText(BOOKING_UI_TEXTS.noSlots);
    await scope.getByRole("button", { name: BOOKING_UI_TEXTS.moreDays }).click();
    await expect(
      scope.getByRole("button", { name: BOOKING_UI_TEXTS.moreDays }),
    ).not.toHaveAttribute("data-loading");
  }
  await expect(times.first()).toBeVisible();
  return times;
}
