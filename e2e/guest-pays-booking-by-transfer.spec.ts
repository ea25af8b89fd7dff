import type { Locator, Page } from "@playwright/test";
import {
  BOOKING_FORMAT_LABELS,
  BOOKING_STATUS_LABELS,
  BOOKING_TEXTS,
} from "../domain/booking/booking.ts";
import { BOOKING_UI_TEXTS as T } from "../web/features/booking/booking-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN } from "./support/accounts.ts";
import {
  expectAccessible,
  expectUncovered,
  OPEN_DIALOG,
  openCabinetTab,
  TARGET_SIZE,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import {
  bookableService,
  bookingsTabSettled,
  findBookingInWeeks,
  moscowWhen,
  submitBookingForm,
} from "./support/bookings.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, signInWithToken, test } from "./support/fixtures.ts";
import { E2E_MANUAL_TRANSFER, methodChoice, paymentDialog } from "./support/payments.ts";

/**
 * Issue 48 §2 («card, СБП, transfer»): a guest books a paid consultation more than two days ahead;
 * the pay window offers «Переводом» besides the card and СБП, shows the firm's details and how
 * long the time will be held; «Оплачу переводом» brings the guest to the booking's page, which
 * waits for the transfer and leads to the booking's chat. In «Записи» the administrator sees the
 * booking «Ждёт перевода» and confirms the money; the guest's booking is then confirmed.
 */

const HOUR = 3_600_000;
/**
 * A start the transfer is offered for: two days ahead at least (a day to pay, a day before the
 * start for the lawyer), with a margin for the minutes the booking itself takes.
 */
const TRANSFER_NOTICE_MS = 52 * HOUR;

const bookingSection = (page: Page) => page.getByRole("region", { name: T.sectionTitle });

/** The hold's end as the texts give it, with its day: «08.12.2026, 10:15». */
const UNTIL = "\\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}";
/** «Время будет держаться до 10:15 МСК. …», whatever the time. */
const transferLeadPattern = new RegExp(
  `^${escapeRegExp(BOOKING_TEXTS.transferLead("__")).replace("__", UNTIL)}$`,
);
/** «Время держится до 10:15 МСК. …» on the booking's page, whatever the time. */
const awaitingPattern = new RegExp(
  `^${escapeRegExp(BOOKING_TEXTS.awaitingTransfer("__")).replace("__", UNTIL)}$`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A free time at least `earliest` ahead: day after day of the picker (the first days are most
 * likely too close for a transfer), «Ещё дни» when the week shown has none.
 */
async function laterTime(section: Locator, earliest: number): Promise<Locator> {
  const times = section.getByTestId("booking-time");
  const noSlots = section.getByTestId("booking-no-slots");
  await expect(times.first().or(noSlots)).toBeVisible();
  const days = section.getByRole("group", { name: T.daysLabel }).getByRole("button");
  let tried = 0;
  for (let week = 0; week < 5; week += 1) {
    const count = await days.count();
    for (; tried < count; tried += 1) {
      const day = days.nth(tried);
      await day.click();
      await expect(day).toHaveAttribute("aria-pressed", "true");
      await expect(times.first()).toBeVisible();
      const starts = await times.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("data-start") ?? ""),
      );
      const index = starts.findIndex((start) => Date.parse(start) >= earliest);
      if (index >= 0) return times.nth(index);
    }
    const more = section.getByRole("button", { name: T.moreDays });
    await more.click();
    await expect(more).not.toHaveAttribute("data-loading");
  }
  throw new Error("no free time two days ahead or later in five weeks");
}

/** Picks video and a time at least two days ahead, fills the form and books; the booking made. */
async function bookVideoLater(page: Page, guest: { name: string; email: string; phone: string }) {
  const section = bookingSection(page);
  await expect(section).toBeVisible();
  const video = section
    .getByRole("group", { name: T.formatLabel })
    .getByRole("button", { name: BOOKING_FORMAT_LABELS.video });
  await video.click();
  await expect(video).toHaveAttribute("aria-pressed", "true");
  const time = await laterTime(section, Date.now() + TRANSFER_NOTICE_MS);
  const start = (await time.getAttribute("data-start")) ?? "";
  await time.click();

  const dialog = page.getByRole("dialog", { name: T.formTitle });
  await expect(dialog.getByTestId("booking-form-when")).toHaveText(
    T.formSummary(moscowWhen(start), BOOKING_FORMAT_LABELS.video),
  );
  return submitBookingForm(page, dialog, guest, start);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] books two days ahead, chooses to pay by transfer, and the lawyer confirms the money (${screen})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const service = await bookableService(page);
      const tag = uniqueTag();
      const guest = {
        name: `Гость Перевода ${tag}`,
        email: `transfer-${tag}@e2e.test`,
        phone: "+7 (916) 555-43-21",
      };
      await page.goto(`/services/${service.id}`);

      const booking = await test.step("books video two days ahead or later", () =>
        bookVideoLater(page, guest));

      await test.step("the pay window offers «Переводом»: the details and the hold", async () => {
        const dialog = paymentDialog(page, service.title);
        await expect(dialog).toBeVisible();
        await expect(methodChoice(dialog, "card")).toBeVisible();
        const manual = methodChoice(dialog, "manual");
        await expect(manual).toBeVisible();
        await manual.click();
        await expect(manual).toBeChecked();
        const transfer = dialog.getByTestId("booking-transfer");
        await expect(transfer.getByTestId("manual-details")).toContainText(
          E2E_MANUAL_TRANSFER.card,
        );
        await expect(transfer.getByText(transferLeadPattern)).toBeVisible();
        const choose = transfer.getByRole("button", { name: BOOKING_TEXTS.transferChoose });
        await expect(choose).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG, TARGET_SIZE);
        if (screen === "phone") await expectUncovered(choose);

        const answer = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === `/api/bookings/${booking.id}/transfer` &&
            response.request().method() === "POST",
        );
        await choose.click();
        const response = await answer;
        expect(response.status(), await response.text()).toBe(200);
        expect(new URL(response.url()).searchParams.get("token")).toBe(booking.manage_token);
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
      });

      await test.step("the booking's page waits for the transfer and leads to its chat", async () => {
        const own = page.getByTestId("booking-page");
        await expect(own).toHaveAttribute("data-status", "pending_payment");
        await expect(own.getByTestId("booking-when")).toHaveText(moscowWhen(booking.start));
        const awaiting = own.getByTestId("booking-awaiting-transfer");
        await expect(awaiting).toBeVisible();
        await expect(awaiting).toContainText(BOOKING_TEXTS.awaitingTransferTitle);
        await expect(awaiting.getByText(awaitingPattern)).toBeVisible();
        await expect(awaiting.getByTestId("manual-details")).toContainText(
          E2E_MANUAL_TRANSFER.card,
        );
        await expect(own.getByRole("link", { name: T.toChat })).toHaveAttribute(
          "href",
          /^\/guest-chat\/[0-9a-f-]{36}$/,
        );
        await expectAccessible(page, undefined, TARGET_SIZE);
      });

      await test.step("in «Записи» the lawyer sees «Ждёт перевода» and confirms the money", async () => {
        await withOperator(page, async (token) => {
          const context = await browser.newContext({ baseURL, viewport });
          try {
            const lawyer = await context.newPage();
            await signInWithToken(lawyer, token, E2E_ADMIN.email);
            await lawyer.goto("/executor-dashboard");
            await openCabinetTab(lawyer, EXECUTOR_TEXTS.tabs.bookings);
            await bookingsTabSettled(lawyer);
            const card = await findBookingInWeeks(lawyer, booking.id);
            await expect(card.getByTestId("booking-status")).toHaveText(
              BOOKING_TEXTS.transferStatus,
            );
            await expect(card).toContainText(guest.name);
            const confirm = card.getByRole("button", { name: BOOKING_TEXTS.confirmTransfer });
            await expect(confirm).toBeVisible();
            await expectAccessible(lawyer);
            if (screen === "phone") await expectUncovered(confirm);

            const answer = lawyer.waitForResponse(
              (response) =>
                new URL(response.url()).pathname ===
                  `/api/executor/bookings/${booking.id}/confirm-payment` &&
                response.request().method() === "POST",
            );
            await confirm.click();
            const response = await answer;
            expect(response.status(), await response.text()).toBe(200);
            await expect(card.getByTestId("booking-status")).toHaveText(
              BOOKING_STATUS_LABELS.confirmed,
            );
            await expect(
              card.getByRole("button", { name: BOOKING_TEXTS.confirmTransfer }),
            ).toHaveCount(0);
          } finally {
            await context.close();
          }
        });
      });

      await test.step("the guest's booking is confirmed", async () => {
        await page.reload();
        const own = page.getByTestId("booking-page");
        await expect(own).toHaveAttribute("data-status", "confirmed");
        await expect(own.getByTestId("booking-status")).toHaveText(BOOKING_STATUS_LABELS.confirmed);
        await expect(own.getByTestId("booking-awaiting-transfer")).toHaveCount(0);
        await expect(own.getByRole("button", { name: T.pay })).toHaveCount(0);
        await expect(own.getByRole("link", { name: T.toChat })).toBeVisible();
      });
    });
  });
}
