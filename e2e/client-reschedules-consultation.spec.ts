import type { Locator, Page } from "@playwright/test";
import {
  BOOKING_FORMAT_LABELS,
  BOOKING_STATUS_LABELS,
  BOOKING_TEXTS,
  bookingHeadline,
} from "../domain/booking/booking.ts";
import type { Booking, CancelledBooking } from "../domain/booking/booking-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { formatAmount } from "../domain/money.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { BOOKING_UI_TEXTS as T } from "../web/features/booking/booking-texts.ts";
import { CONTACT_FIELD_TEXTS } from "../web/ui/contact-fields-texts.ts";
import {
  authHeader,
  expectAccessible,
  OPEN_DIALOG,
  TARGET_SIZE,
  VIEWPORTS,
} from "./support/back-office.ts";
import { bookableService, freeTimes, moscowWhen, takeTimeMeanwhile } from "./support/bookings.ts";
import { openExecutorPage } from "./support/chat.ts";
import {
  createClient,
  expect,
  getJson,
  signInWithToken,
  test,
  waitForApp,
} from "./support/fixtures.ts";
import { goToSandbox, paymentDialog, withPaymentsLock } from "./support/payments.ts";

/**
 * Issue 48 §2–3, the client's side: a registered client books a paid video consultation and pays
 * it; the chat it opened shows the booking pinned at its top; on the booking's page the client
 * moves it to another day in the «Перенести» dialog (the section's times), then cancels it, and
 * the page says «Запись отменена» (and what money goes back).
 */

/** Books video at the first free time on the service's page and pays it on the test provider. */
async function bookAndPay(page: Page, service: Service, phone: string) {
  await page.goto(`/services/${service.id}`);
  const section = page.getByRole("region", { name: T.sectionTitle });
  await section
    .getByRole("group", { name: T.formatLabel })
    .getByRole("button", { name: BOOKING_FORMAT_LABELS.video })
    .click();
  const time = (await freeTimes(section)).first();
  const start = (await time.getAttribute("data-start")) ?? "";
  await time.click();
  const form = page.getByRole("dialog", { name: T.formTitle });
  // The account's name is filled in; the phone is asked.
  await expect(form.getByRole("textbox", { name: CONTACT_FIELD_TEXTS.name })).not.toHaveValue("");
  await form.getByRole("textbox", { name: CONTACT_FIELD_TEXTS.phone, exact: true }).fill(phone);
  await form.getByRole("checkbox", { name: /Я согласен/ }).check();
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/bookings" &&
      response.request().method() === "POST",
  );
  await form.getByRole("button", { name: T.submit }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as Booking;
  expect(booking).toMatchObject({ status: "pending_payment", guest: false, format: "video" });

  const pay = paymentDialog(page, service.title);
  await expect(pay).toBeVisible();
  await goToSandbox(page, pay, service.base_price);
  await withPaymentsLock(async () => {
    await page.getByRole("button", { name: PAYMENT_TEXTS.sandboxPay }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}\\?payment_id=`));
    await waitForApp(page);
    await expect(page.getByTestId("booking-status")).toHaveText(BOOKING_STATUS_LABELS.confirmed);
  });
  return { booking, start };
}

/**
 * In the «Перенести» dialog: a day whose times start more than a day ahead (so the cancellation
 * after is early enough for the whole refund), and its first time.
 */
async function laterTime(dialog: Locator, current: string): Promise<Locator> {
  await freeTimes(dialog);
  const days = dialog.getByRole("group", { name: T.daysLabel }).getByRole("button");
  const dayAfter = Date.now() + 26 * 3_600_000;
  for (let index = 1; index < (await days.count()); index += 1) {
    await days.nth(index).click();
    await expect(days.nth(index)).toHaveAttribute("aria-pressed", "true");
    const first = dialog.getByTestId("booking-time").first();
    const start = (await first.getAttribute("data-start")) ?? "";
    if (Date.parse(start) > dayAfter && start !== current) return first;
  }
  throw new Error("no free time more than a day ahead in the first week");
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] books and pays a consultation, sees it pinned in the chat, moves it and cancels it (${screen})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // Books, pays on the provider's page, visits two chats, moves and cancels: a long story.
      test.setTimeout(90_000);
      const service = await bookableService(page);
      const client = await createClient(page, "individual", "Клиент Записи");
      await signInWithToken(page, client.token, client.email);

      let booked: Awaited<ReturnType<typeof bookAndPay>> | undefined;
      await test.step("books video at a free time and pays it", async () => {
        booked = await bookAndPay(page, service, "+7 (916) 555-43-21");
      });
      const { booking, start } = booked!;
      const own = page.getByTestId("booking-page");
      await expect(own.getByTestId("booking-when")).toHaveText(moscowWhen(start));

      let chatId = "";
      await test.step("the chat the booking opened shows it pinned at the top", async () => {
        await own.getByRole("link", { name: T.toChat }).click();
        await expect(page).toHaveURL(new RegExp(`/chat/${service.id}\\?sessionId=`));
        chatId = new URL(page.url()).searchParams.get("sessionId") ?? "";
        const pinned = page.getByRole("region", { name: T.pinnedLabel });
        await expect(pinned).toBeVisible();
        const card = pinned.locator(`[data-booking-id="${booking.id}"]`);
        await expect(card.getByTestId("pinned-booking-headline")).toHaveText(
          bookingHeadline(Date.parse(start), "video"),
        );
        // The visitor is in Moscow: no second clock.
        await expect(card).not.toContainText(T.yours);
        const manage = card.getByRole("link", { name: T.manage });
        await expect(manage).toHaveAttribute("href", `/bookings/${booking.id}`);
        await expectAccessible(page, undefined, TARGET_SIZE);
        await manage.click();
        await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
        await expect(own).toHaveAttribute("data-status", "confirmed");
      });

      await test.step("the lawyer's view of the chat shows the same booking pinned", async () => {
        const lawyer = await openExecutorPage(browser, baseURL);
        try {
          await lawyer.page.setViewportSize(viewport);
          await lawyer.page.goto(`/chat/${service.id}?sessionId=${encodeURIComponent(chatId)}`);
          const card = lawyer.page
            .getByRole("region", { name: T.pinnedLabel })
            .locator(`[data-booking-id="${booking.id}"]`);
          await expect(card.getByTestId("pinned-booking-headline")).toHaveText(
            bookingHeadline(Date.parse(start), "video"),
          );
        } finally {
          await lawyer.context.close();
        }
      });

      let moved = "";
      await test.step("«Перенести»: another day's time in the dialog, then the page shows it", async () => {
        await own.getByRole("button", { name: T.reschedule }).click();
        const dialog = page.getByRole("dialog", { name: T.rescheduleTitle });
        await expect(dialog).toContainText(T.rescheduleNow(moscowWhen(start)));
        const time = await laterTime(dialog, start);
        moved = (await time.getAttribute("data-start")) ?? "";
        await expectAccessible(page, OPEN_DIALOG, TARGET_SIZE);
        await time.click();
        await expect(dialog.getByTestId("booking-reschedule-to")).toHaveText(
          T.rescheduleTo(moscowWhen(moved)),
        );
        const answer = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === `/api/bookings/${booking.id}/reschedule`,
        );
        await dialog.getByRole("button", { name: T.rescheduleConfirm }).click();
        const response = await answer;
        expect(response.status(), await response.text()).toBe(200);
        await expect(dialog).toBeHidden();
        await expect(own.getByTestId("booking-when")).toHaveText(moscowWhen(moved));
        await expect(own.getByTestId("booking-moved")).toHaveText(T.rescheduled(moscowWhen(moved)));
        await expect(own).toHaveAttribute("data-status", "confirmed");
        await expectAccessible(page, undefined, TARGET_SIZE);
      });

      await test.step("«Отменить запись»: the rule, a reason, and «Запись отменена»", async () => {
        await own.getByRole("button", { name: T.cancel }).click();
        const dialog = page.getByRole("dialog", { name: T.cancelTitle });
        await expect(dialog).toContainText(T.cancelRule());
        await dialog.getByRole("textbox", { name: T.cancelReason }).fill("Планы изменились");
        await expectAccessible(page, OPEN_DIALOG, TARGET_SIZE);
        let result: CancelledBooking | undefined;
        await withPaymentsLock(async () => {
          const answer = page.waitForResponse(
            (response) => new URL(response.url()).pathname === `/api/bookings/${booking.id}/cancel`,
          );
          await dialog.getByRole("button", { name: T.cancel }).click();
          const response = await answer;
          expect(response.status(), await response.text()).toBe(200);
          result = (await response.json()) as CancelledBooking;
        });
        await expect(dialog).toBeHidden();
        const notice = own.getByTestId("booking-cancelled");
        await expect(notice).toContainText(T.cancelled);
        // More than a day ahead: the whole price back under the firm's default rule.
        if (result && result.refunded_amount > 0) {
          await expect(notice).toContainText(T.refunded(formatAmount(result.refunded_amount)));
        }
        await expect(own).toHaveAttribute("data-status", "cancelled");
        await expect(own.getByTestId("booking-status")).toHaveText(BOOKING_STATUS_LABELS.cancelled);
        await expect(own.getByRole("button", { name: T.reschedule })).toHaveCount(0);
        await expectAccessible(page, undefined, TARGET_SIZE);
      });
    });
  });
}

test("[client] a time taken while «Перенести» is open says so, and the times are read again", async ({
  page,
}) => {
  const service = await bookableService(page);
  const client = await createClient(page, "individual", "Клиент Переноса");
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const { slots } = await getJson<{ slots: { start: string }[] }>(
    page,
    `/api/services/${service.id}/slots?from=${today}&days=7`,
  );
  // Not the first times: the guest's spec takes those.
  const own = slots.at(-1);
  if (!own) throw new Error("no free time this week");
  const made = await page.request.post("/api/bookings", {
    headers: authHeader(client.token),
    data: {
      service_id: service.id,
      start: own.start,
      format: "video",
      name: client.fullName,
      phone: "+7 (916) 555-43-21",
      consent: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as Booking;
  expect(booking.status).toBe("pending_payment");

  await signInWithToken(page, client.token, client.email);
  await page.goto(`/bookings/${booking.id}`);
  const bookingPage = page.getByTestId("booking-page");
  await bookingPage.getByRole("button", { name: T.reschedule }).click();
  const dialog = page.getByRole("dialog", { name: T.rescheduleTitle });
  const times = await freeTimes(dialog);
  // The booking's own time is not offered.
  await expect(dialog.locator(`[data-start="${own.start}"]`)).toHaveCount(0);
  const time = times.nth(Math.min(2, (await times.count()) - 1));
  const start = (await time.getAttribute("data-start")) ?? "";
  await takeTimeMeanwhile(page, service.id, start);
  await time.click();
  await dialog.getByRole("button", { name: T.rescheduleConfirm }).click();
  await expect(dialog.getByRole("alert")).toHaveText(BOOKING_TEXTS.slotTaken);
  await expect(dialog.locator(`[data-start="${start}"]`)).toHaveCount(0);
  await expect(dialog.getByTestId("booking-time").first()).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG, TARGET_SIZE);
  await dialog.getByRole("button", { name: "Закрыть" }).first().click();
  await expect(bookingPage.getByTestId("booking-when")).toHaveText(moscowWhen(own.start));
});
