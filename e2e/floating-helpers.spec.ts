import { FLOATING_HELPER_TEXTS as H } from "../web/app/floating-helper-texts.ts";
import { signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import { coveredByFloating, floatingButtons, scrollToEnd } from "./support/coverage.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** Public pages where both helpers float. */
const PAGES = ["/", "/services", "/reviews", "/about", "/articles", "/auto-lawyer"];

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] the floating helpers cover no link or button, at the top or at the end of a page (${screen})`, async ({
      page,
    }) => {
      // Six pages, each checked twice: about 20 s alone, more beside the other worker.
      test.setTimeout(90_000);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expect
          .poll(() => floatingButtons(page), { message: path, timeout: 20_000 })
          .not.toEqual([]);
        expect(await coveredByFloating(page), `${path} at the top`).toEqual([]);
        await scrollToEnd(page);
        expect(await coveredByFloating(page), `${path} at the end`).toEqual([]);
      }
    });

    test(`[guest] no helper floats over the login, registration and payment forms (${screen})`, async ({
      page,
    }) => {
      for (const path of ["/login", "/register", "/payment/result"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await floatingButtons(page), path).toEqual([]);
      }
    });

    test(`[executor] nothing floats over the cabinet's menu or its tab (${screen})`, async ({
      page,
    }) => {
      await signInExecutor(page);
      await page.goto("/executor-dashboard?tab=analytics");
      // The cabinet keeps its event stream open: no "network idle" to wait for; its tab is loaded.
      await expect(page.getByRole("heading", { level: 2, name: "Аналитика" })).toBeVisible();
      await expect(page.locator("main .mantine-Loader-root")).toHaveCount(0);
      expect(await coveredByFloating(page), "at the top").toEqual([]);
      await scrollToEnd(page);
      expect(await coveredByFloating(page), "at the end").toEqual([]);
    });

    test(`[guest] the helpers step aside while a dialog is open (${screen})`, async ({ page }) => {
      await page.goto("/services");
      await page.waitForLoadState("networkidle");
      await expect.poll(() => floatingButtons(page)).not.toEqual([]);
      await page.getByTestId("order-pay").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect.poll(() => floatingButtons(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect.poll(() => floatingButtons(page)).not.toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("[guest on a phone] both helpers are one button: a menu leads to the chat form and to the auto-lawyer", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect.poll(() => floatingButtons(page)).toEqual([H.menu]);
    const helpers = page.getByTestId("floating-helpers");

    await helpers.getByRole("button", { name: H.menu }).click();
    await page.getByRole("menuitem", { name: H.autoLawyer }).click();
    const all = page.getByRole("dialog");
    await expect(all).toBeVisible();
    await expect(all.getByTestId("auto-lawyer-card").first()).toBeVisible();
    await page.keyboard.press("Escape");

    await helpers.getByRole("button", { name: H.menu }).click();
    await page.getByRole("menuitem", { name: H.writeToChat }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("[client on a phone] the cabinet has no floating helper over its controls", async ({
    page,
  }) => {
    const client = await createClient(page);
    await signInWithToken(page, client.token, client.email);
    await page.goto("/dashboard");
    await expect(page.getByRole("tablist")).toBeVisible();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    expect(await floatingButtons(page)).toEqual([]);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("[guest on a desktop] the auto-lawyer pill and the chat button stand at the two corners", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("auto-lawyer-widget-toggle")).toBeVisible();
    await expect(page.getByRole("button", { name: "Написать юристу" })).toBeVisible();
  });
});
