import { FLOATING_HELPER_TEXTS as H } from "../web/app/floating-helper-texts.ts";
import { expectAccessible, signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import {
  coveredByFloating,
  floatingButtons,
  scrollToEnd,
  showHelperAtEnd,
} from "./support/coverage.ts";
import {
  createClient,
  expect,
  getJson,
  STILL_LOADING,
  signInWithToken,
  test,
} from "./support/fixtures.ts";

/**
 * Every public page where the helpers float (the forms have none: the next test), an article and
 * the «not found» page included. At first view the helpers covered «Популярные услуги» on a
 * desktop and the end of «Оплатить» on a phone.
 */
const PAGES = [
  "/",
  "/services",
  "/about",
  "/order-instructions",
  "/contract-types",
  "/lawsuit-types",
  "/auto-lawyer",
  "/reviews",
  "/articles",
  "/no-such-page",
];

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] the floating helpers cover no link, button or heading, at the top or at the end of any public page (${screen})`, async ({
      page,
    }) => {
      // Eleven pages, each checked twice: about 40 s alone, more beside the other worker.
      test.setTimeout(180_000);
      const articles = await getJson<{ id: number }[]>(page, "/api/articles");
      const article = articles[0];
      if (!article) throw new Error("the demo content has no article");
      for (const path of [...PAGES, `/articles/${article.id}`]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        // The helpers are drawn once hydrated; what they cover is read after.
        await expect
          .poll(() => page.getByTestId("floating-helpers").locator("button").count(), {
            message: path,
            timeout: 20_000,
          })
          .toBeGreaterThan(0);
        await expect
          .poll(() => coveredByFloating(page), { message: `${path} at the top`, timeout: 2_000 })
          .toEqual([]);
        await scrollToEnd(page);
        await expect
          .poll(() => coveredByFloating(page), { message: `${path} at the end`, timeout: 2_000 })
          .toEqual([]);
        // At the end the page keeps a strip for them: there they are shown, not stepped aside
        // (they look again on the next frame after a scroll, hence a poll).
        await expect
          .poll(() => floatingButtons(page), { message: `${path} at the end`, timeout: 2_000 })
          .not.toEqual([]);
      }
      await expectAccessible(page);
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
      await expect(page.locator(`main ${STILL_LOADING}`)).toHaveCount(0);
      expect(await coveredByFloating(page), "at the top").toEqual([]);
      await scrollToEnd(page);
      expect(await coveredByFloating(page), "at the end").toEqual([]);
    });

    test(`[guest] the helpers step aside while a dialog is open (${screen})`, async ({ page }) => {
      await page.goto("/services");
      await page.waitForLoadState("networkidle");
      // At the page's end the helpers have their own strip and show (at the top they may have
      // stepped aside from a card's buttons); the footer's document link opens a dialog there.
      await showHelperAtEnd(page, page.getByTestId("floating-helpers").getByRole("button").last());
      await page.getByRole("contentinfo").getByRole("button", { name: "Публичная оферта" }).click();
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
    await page.waitForLoadState("networkidle");
    // At first view the pill steps aside from «Популярные услуги»; at the end it has its strip.
    await showHelperAtEnd(page, page.getByTestId("auto-lawyer-widget-toggle"));
    await expect(page.getByRole("button", { name: "Написать юристу" })).toBeVisible();
  });
});
