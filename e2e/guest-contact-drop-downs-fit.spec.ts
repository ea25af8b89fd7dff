import type { Locator, Page } from "@playwright/test";
import { CONTACT_TIME_LABELS } from "../domain/chat/chat.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import {
  authHeader,
  createOwnService,
  expectAccessible,
  removeOwnService,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 44: on a phone the guest contact form's drop-downs («Удобное время для связи», «Способ
 * связи», an intake question's list) opened past the screen's right edge and widened the page
 * to 553 px. Each opens within the screen, and the page stays as wide as the screen.
 */

/**
 * Opens the drop-down and checks that its choices are all on the screen (a phone's, emulated
 * with its touch and viewport: there the list opened from the field's middle) and that the page
 * has not grown wider than the screen.
 */
async function expectWithinScreen(page: Page, combobox: Locator, name: string) {
  await combobox.click();
  const options = page.getByRole("option").filter({ visible: true });
  await expect(options.first()).toBeVisible();
  const seen = await page.evaluate(() => ({
    options: [...document.querySelectorAll('[role="option"]')]
      .map((option) => option.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => ({ left: box.left, right: box.right, top: box.top, bottom: box.bottom })),
    pageWidth: document.scrollingElement?.scrollWidth ?? 0,
    screen: { width: window.innerWidth, height: window.innerHeight },
  }));
  expect(seen.options.length, `${name}: its choices are shown`).toBeGreaterThan(1);
  for (const box of seen.options) {
    expect(box.left, `${name}: a choice's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${name}: a choice's right edge`).toBeLessThanOrEqual(seen.screen.width);
    expect(box.top, `${name}: a choice's top`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${name}: a choice's bottom`).toBeLessThanOrEqual(seen.screen.height);
  }
  expect(seen.pageWidth, `${name}: the page's width`).toBeLessThanOrEqual(seen.screen.width);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest, ${screen}] the contact form's drop-downs open within the screen`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const tag = uniqueTag();
      const title = `Раздел имущества ${tag}`;
      const lawyer = await signInExecutor(page);
      const service = await createOwnService(page, lawyer, {
        title,
        description: "Поможем разделить имущество супругов.",
        tooltip: "Раздел имущества",
        base_price: 5000,
      });
      const court = "Какой суд рассматривает дело по месту жительства ответчика";
      const intake = await page.request.put(`/api/executor/services/${service.id}/intake`, {
        headers: authHeader(lawyer),
        data: {
          fields: [
            {
              key: "court",
              label: court,
              type: "select",
              options: [
                "Мировой суд судебного участка по месту жительства ответчика",
                "Районный (городской) суд общей юрисдикции по месту нахождения имущества",
              ],
            },
          ],
        },
      });
      expect(intake.status()).toBe(200);

      try {
        // A phone as the guest's was: its own viewport rules and a touch screen.
        const phone = viewport.width < 500;
        const context = await browser.newContext({
          baseURL,
          viewport,
          isMobile: phone,
          hasTouch: phone,
        });
        const guest = await context.newPage();
        await guest.goto(`/services/${service.id}`);
        await guest.getByRole("button", { name: "Написать в чат" }).first().click();
        const dialog = guest.getByRole("dialog", { name: GUEST_CHAT_TEXTS.dialogTitle });
        await expect(dialog.getByTestId("intake-fields")).toBeVisible();

        const time = dialog.getByRole("combobox", { name: GUEST_CHAT_TEXTS.preferredTime });
        await expectWithinScreen(guest, time, GUEST_CHAT_TEXTS.preferredTime);
        await guest.getByRole("option", { name: CONTACT_TIME_LABELS.evening }).click();
        await expect(time).toHaveValue(CONTACT_TIME_LABELS.evening);

        const method = dialog.getByRole("combobox", { name: GUEST_CHAT_TEXTS.communicationMethod });
        await expectWithinScreen(guest, method, GUEST_CHAT_TEXTS.communicationMethod);
        await guest.keyboard.press("Escape");
        await expect(dialog).toBeVisible();

        const choice = dialog.getByRole("combobox", { name: court });
        await expectWithinScreen(guest, choice, court);
        await guest.getByRole("option", { name: /^Районный/ }).click();
        await expect(choice).toHaveValue(/^Районный/);
        await expectAccessible(guest, "[role=dialog]");
        await context.close();
      } finally {
        await removeOwnService(page, lawyer, service);
      }
    });
  });
}
