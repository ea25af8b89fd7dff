import type { Locator, Page } from "@playwright/test";
import {
  BOOKING_FORMAT_LABELS,
  BOOKING_STATUS_LABELS,
  BOOKING_TEXTS,
} from "../domain/booking/booking.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { formatAmount } from "../domain/money.ts";
import { MONTH_GENITIVE_NAMES } from "../domain/moscow-date.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { BOOKING_UI_TEXTS as T } from "../web/features/booking/booking-texts.ts";
import { CONTACT_FIELD_TEXTS } from "../web/ui/contact-fields-texts.ts";
import { expectAccessible, OPEN_DIALOG, TARGET_SIZE, VIEWPORTS } from "./support/back-office.ts";
import {
  bookableService,
  freeTimes,
  moscowWhen,
  submitBookingForm,
  takeTimeMeanwhile,
} from "./support/bookings.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, test, waitForApp } from "./support/fixtures.ts";
import {
  consentCheckbox,
  goToSandbox,
  methodChoice,
  paymentDialog,
  withPaymentsLock,
} from "./support/payments.ts";

/**
 * Issue 48 §1–2, the guest's side: a service whose booking the firm opened shows «Записаться на
 * консультацию» on its page; the guest picks video, a day and a free time, gives name and phone,
 * and the pay window opens at once with the hold's end; paid on the test provider's page, the
 * booking's own page says «Подтверждена» and leads to its chat.
 */

const bookingSection = (page: Page) => page.getByRole("region", { name: T.sectionTitle });

/** «Время держится до 10:15 МСК», whatever the time. */
const holdPattern = new RegExp(`^${T.holdUntil("__").replace("__", "\\d{2}:\\d{2}")}$`);

/** Picks video and the first free time, fills the form and books; returns the booking made. */
async function bookVideo(page: Page, guest: { name: string; email: string; phone: string }) {
  const section = bookingSection(page);
  const video = section
    .getByRole("group", { name: T.formatLabel })
    .getByRole("button", { name: BOOKING_FORMAT_LABELS.video });
  await video.click();
  await expect(video).toHaveAttribute("aria-pressed", "true");
  const time = (await freeTimes(section)).first();
  const start = (await time.getAttribute("data-start")) ?? "";
  expect(start).toMatch(/\+03:00$/);
  // The visitor is in Moscow here: the time alone, no second clock.
  await expect(time).toHaveText(start.slice(11, 16));
  await time.click();

  const dialog = page.getByRole("dialog", { name: T.formTitle });
  await expect(dialog.getByTestId("booking-form-when")).toHaveText(
    T.formSummary(moscowWhen(start), BOOKING_FORMAT_LABELS.video),
  );
  await expectAccessible(page, OPEN_DIALOG, TARGET_SIZE);

  await dialog.getByRole("button", { name: T.submit }).click();
  await expect(dialog.getByText(BOOKING_TEXTS.nameRequired)).toBeVisible();
  await expect(dialog.getByText(BOOKING_TEXTS.phoneRequired)).toBeVisible();
  await expect(dialog.getByText(BOOKING_TEXTS.consentRequired)).toBeVisible();

  const booking = await submitBookingForm(
    page,
    dialog,
    { ...guest, comment: "Вопрос по договору аренды" },
    start,
  );
  expect(booking.manage_token).toBeTruthy();
  // Kept in this browser, so the booking's page opens after the provider's redirect.
  expect(await page.evaluate((id) => localStorage.getItem(`bookingToken:${id}`), booking.id)).toBe(
    booking.manage_token,
  );
  return { booking, start };
}

/**
 * The pay window of the booking: the price, the hold's end, and (opened right after booking) the
 * guest's contacts from the booking form.
 */
async function expectPayWindow(
  page: Page,
  service: Service,
  guest: { name: string; email: string } | null,
) {
  const dialog = paymentDialog(page, service.title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("payment-amount")).toHaveText(formatAmount(service.base_price));
  await expect(dialog.getByTestId("payment-booking-note")).toHaveText(holdPattern);
  // The hold ends in minutes and a transfer confirms nothing: online only.
  await expect(methodChoice(dialog, "manual")).toHaveCount(0);
  const name = dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel });
  const email = dialog.getByRole("textbox", { name: PAYMENT_TEXTS.emailLabel });
  if (guest) {
    await expect(name).toHaveValue(guest.name);
    await expect(email).toHaveValue(guest.email);
  } else {
    // From the booking's own page nothing is known of the payer yet.
    await name.fill(`Гость ${uniqueTag()}`);
    await email.fill(`booking-${uniqueTag()}@e2e.test`);
  }
  await expectAccessible(page, OPEN_DIALOG, TARGET_SIZE);
  return dialog;
}

/** «Оплатить» on the test provider's page brings the payer back to the booking's page. */
async function payAndReturn(page: Page, dialog: Locator, amount: number, bookingId: string) {
  await goToSandbox(page, dialog, amount);
  await withPaymentsLock(async () => {
    await page.getByRole("button", { name: PAYMENT_TEXTS.sandboxPay }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}\\?payment_id=[0-9a-f-]{36}$`));
    await waitForApp(page);
    await expect(page.getByTestId("booking-status")).toHaveText(BOOKING_STATUS_LABELS.confirmed);
  });
}

/** The booking's page once paid: confirmed, when and how, and the way to its chat. */
async function expectConfirmedPage(page: Page, start: string) {
  const booking = page.getByTestId("booking-page");
  await expect(booking).toHaveAttribute("data-status", "confirmed");
  await expect(page.getByRole("heading", { level: 1, name: T.pageTitle })).toBeVisible();
  await expect(booking.getByTestId("booking-when")).toHaveText(moscowWhen(start));
  await expect(booking).toContainText(BOOKING_FORMAT_LABELS.video);
  const chat = booking.getByRole("link", { name: T.toChat });
  await expect(chat).toHaveAttribute("href", /^\/guest-chat\/[0-9a-f-]{36}$/);
  await expect(booking.getByRole("button", { name: T.pay })).toHaveCount(0);
  await expectAccessible(page, undefined, TARGET_SIZE);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] books a video consultation, pays in the window that opens, and sees it confirmed (${screen})`, async ({
      page,
    }) => {
      const service = await bookableService(page);
      const tag = uniqueTag();
      const guest = {
        name: `Гость Записи ${tag}`,
        email: `booking-${tag}@e2e.test`,
        phone: "+7 (916) 555-12-34",
      };
      await page.goto(`/services/${service.id}`);
      const section = bookingSection(page);

      await test.step("the service page offers booking: formats, days and free times", async () => {
        await expect(section).toBeVisible();
        await expect(
          section.getByRole("group", { name: T.formatLabel }).getByRole("button"),
        ).toHaveText([BOOKING_FORMAT_LABELS.video, BOOKING_FORMAT_LABELS.phone]);
        await freeTimes(section);
        await expect(section.getByRole("group", { name: T.daysLabel })).toBeVisible();
        await expectAccessible(page, undefined, TARGET_SIZE);
      });

      let booked: Awaited<ReturnType<typeof bookVideo>> | undefined;
      await test.step("picks video and a time, fills the form and books", async () => {
        booked = await bookVideo(page, guest);
      });
      const { booking, start } = booked!;

      if (screen === "phone") {
        await test.step("the closed pay window leaves the way to pay on the page and on the booking's own page", async () => {
          const dialog = await expectPayWindow(page, service, guest);
          await dialog.getByRole("button", { name: "Закрыть" }).first().click();
          await expect(dialog).toBeHidden();
          const pending = section.getByTestId("booking-pending");
          await expect(pending).toContainText(T.awaitingPayment);
          await pending.getByRole("link", { name: T.openBooking }).click();
          await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
          const own = page.getByTestId("booking-page");
          await expect(own).toHaveAttribute("data-status", "pending_payment");
          await expect(own.getByTestId("booking-status")).toHaveText(
            BOOKING_STATUS_LABELS.pending_payment,
          );
          await expect(own.getByText(holdPattern)).toBeVisible();
          await expect(own.getByTestId("booking-when")).toHaveText(moscowWhen(start));
          await expectAccessible(page, undefined, TARGET_SIZE);
          await own.getByRole("button", { name: T.pay }).click();
        });
      }

      await test.step("the pay window names the price and the hold; paid, back on the booking's page", async () => {
        const dialog = await expectPayWindow(page, service, screen === "phone" ? null : guest);
        await payAndReturn(page, dialog, service.base_price, booking.id);
        await expectConfirmedPage(page, start);
      });
    });
  });
}

test("[guest] a time taken meanwhile says so, and the times are read again", async ({ page }) => {
  const service = await bookableService(page);
  await page.goto(`/services/${service.id}`);
  const section = bookingSection(page);
  // The last time shown: the other specs book the first free one, on other workers at once.
  const start = (await (await freeTimes(section)).last().getAttribute("data-start")) ?? "";
  await takeTimeMeanwhile(page, service.id, start);

  // That very time, wherever a refetch of the page's times put it.
  await section.locator(`[data-start="${start}"]`).click();
  const dialog = page.getByRole("dialog", { name: T.formTitle });
  await dialog
    .getByRole("textbox", { name: CONTACT_FIELD_TEXTS.name })
    .fill(`Гость ${uniqueTag()}`);
  await dialog
    .getByRole("textbox", { name: CONTACT_FIELD_TEXTS.phone, exact: true })
    .fill("+7 (916) 555-12-34");
  await consentCheckbox(dialog).check();
  await dialog.getByRole("button", { name: T.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("alert")).toHaveText(
    `${BOOKING_TEXTS.slotTaken}. ${T.chooseOther}`,
  );
  await expect(section.locator(`[data-start="${start}"]`)).toHaveCount(0);
});

test.describe("a visitor outside Moscow", () => {
  test.use({ timezoneId: "Asia/Yekaterinburg" });

  test("[guest] sees each time in Moscow and in their own zone", async ({ page }) => {
    const service = await bookableService(page);
    await page.goto(`/services/${service.id}`);
    const time = (await freeTimes(bookingSection(page))).first();
    const start = (await time.getAttribute("data-start")) ?? "";
    // Yekaterinburg keeps UTC+5 all year, two hours after Moscow; past its midnight, with the date.
    const own = new Date(Date.parse(start) + 5 * 60 * 60_000);
    const clock = own.toISOString().slice(11, 16);
    const ownTime =
      own.getUTCDate() === Number(start.slice(8, 10))
        ? clock
        : `${own.getUTCDate()} ${MONTH_GENITIVE_NAMES[own.getUTCMonth()]} ${clock}`;
    await expect(time).toHaveAccessibleName(
      `${start.slice(11, 16)} ${T.moscow}, ${ownTime} ${T.yours}`,
    );
    await expect(time).toContainText(`${start.slice(11, 16)} ${T.moscow}`);
    await expect(time).toContainText(`${ownTime} ${T.yours}`);
  });
});

test("[guest] a booking that is not there, or not theirs, reads «Запись не найдена»", async ({
  page,
}) => {
  await page.goto("/bookings/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: BOOKING_TEXTS.notFound })).toBeVisible();
  await expect(page.getByTestId("booking-not-found")).toBeVisible();
  await expectAccessible(page, undefined, TARGET_SIZE);
});
