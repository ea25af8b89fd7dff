import { A11Y_TEXTS, MAIN_CONTENT_ID } from "../domain/accessibility/accessibility.ts";
import { PHONE_SCREEN_TEXTS } from "../domain/phone-auth/phone-auth.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import { VIEWPORTS } from "./support/back-office.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectVisibleFocus, tabTo } from "./support/keyboard.ts";
import { paymentDialog, pricedService } from "./support/payments.ts";

/**
 * Section 5 of issue 11, the keyboard: every action of a representative page is reached with Tab,
 * the focus is always visible, Escape closes a dialog and the focus goes back to its opener.
 * Nothing here clicks: keys only.
 */

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[keyboard] the first Tab reaches «${A11Y_TEXTS.skipToContent}», which moves the focus to the page's content (${screen})`, async ({
      page,
    }) => {
      await page.goto("/services");
      const skip = page.getByRole("link", { name: A11Y_TEXTS.skipToContent });
      // The page's first HTML already shows the heading; the skip link comes with the scripts.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(skip).toHaveCount(1);
      await page.keyboard.press("Tab");
      await expectVisibleFocus(skip);
      // Shown while focused: inside the viewport, not only in the accessibility tree.
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      await expect(skip).toHaveAttribute("href", `#${MAIN_CONTENT_ID}`);

      await page.keyboard.press("Enter");
      const main = page.getByRole("main");
      await expect(main).toHaveAttribute("id", MAIN_CONTENT_ID);
      await expect(main).toBeFocused();
      await expect(page).toHaveURL(/\/services$/);
      // The next Tab lands inside <main>, past the header's links.
      await page.keyboard.press("Tab");
      expect(
        await main.evaluate((element) => element.contains(document.activeElement)),
        "the Tab after the skip link is in <main>",
      ).toBe(true);
    });

    test(`[keyboard] signs in from /login with Tab, typing and Enter only (${screen})`, async ({
      page,
    }) => {
      const account = DEMO_ACCOUNTS.client;
      await page.goto("/login");
      const main = page.getByRole("main");
      // The ways in are tabs: Tab reaches the chosen one, an arrow key the other.
      const bySms = main.getByRole("tab", { name: PHONE_SCREEN_TEXTS.bySms });
      await tabTo(page, bySms);
      await expectVisibleFocus(bySms);
      await page.keyboard.press("ArrowRight");
      const byPassword = main.getByRole("tab", { name: PHONE_SCREEN_TEXTS.byPassword });
      await expect(byPassword).toBeFocused();
      await expect(byPassword).toHaveAttribute("aria-selected", "true");
      const type = main.getByRole("button", { name: /^Физическое лицо/ });
      await tabTo(page, type);
      await expectVisibleFocus(type);
      await page.keyboard.press("Enter");

      const email = main.getByLabel("Email");
      await tabTo(page, email);
      await page.keyboard.type(account.email);
      const password = main.getByLabel(/^Пароль/);
      await tabTo(page, password);
      await page.keyboard.type(account.password);
      const submit = main.getByRole("button", { name: "Войти", exact: true });
      await tabTo(page, submit);
      await expectVisibleFocus(submit);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard/);
    });

    test(`[keyboard] a service card's details, then «Оплатить», without the mouse; Escape returns the focus (${screen})`, async ({
      page,
    }) => {
      const service = await pricedService(page);
      await page.goto("/services");
      const card = page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
      const title = card.getByRole("button", { name: service.title });
      await expect(title).toBeVisible();

      await test.step("the card's title opens the details; Escape closes them and the focus is back", async () => {
        await tabTo(page, title, { limit: 120 });
        await expectVisibleFocus(title);
        await page.keyboard.press("Enter");
        const details = page.getByRole("dialog", { name: service.title });
        await expect(details).toBeVisible();
        // The focus moved into the dialog (Mantine's trap) and stays there.
        await expect
          .poll(() => details.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true);
        await page.keyboard.press("Escape");
        await expect(details).toBeHidden();
        await expect(title).toBeFocused();
      });

      await test.step("in the details, Tab reaches «Оплатить», which opens the payment", async () => {
        await page.keyboard.press("Enter");
        const details = page.getByRole("dialog", { name: service.title });
        await expect(details).toBeVisible();
        const pay = details.getByTestId("order-pay");
        await tabTo(page, pay);
        await expectVisibleFocus(pay);
        await page.keyboard.press("Enter");
        const payment = paymentDialog(page, service.title);
        await expect(payment).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(payment).toBeHidden();
      });

      await test.step("the card's own «Оплатить»: Escape closes the payment, the focus is back on it", async () => {
        const pay = card.getByTestId("order-pay");
        await pay.focus();
        await page.keyboard.press("Enter");
        const payment = paymentDialog(page, service.title);
        await expect(payment).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(payment).toBeHidden();
        await expect(pay).toBeFocused();
        await expectVisibleFocus(pay);
      });
    });
  });
}

test.describe("phone menu", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("[keyboard on a phone] the burger opens the menu; Escape closes it and the focus is back on the burger", async ({
    page,
  }) => {
    await page.goto("/");
    const burger = page.getByRole("button", { name: A11Y_TEXTS.openMenu });
    await tabTo(page, burger);
    await expectVisibleFocus(burger);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("navigation", { name: "Мобильное меню" })).toBeVisible();
    await expect(menu.getByRole("button", { name: A11Y_TEXTS.closeMenu })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });
});
