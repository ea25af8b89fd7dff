import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { CLIENT_DASHBOARD_TEXTS as T } from "../web/features/dashboards/client-dashboard-texts.ts";
import { CLIENT_DASHBOARD_TABS } from "../web/features/dashboards/dashboard-tab-param.ts";
import { VIEWPORTS } from "./support/back-office.ts";
import { openClientChat } from "./support/chat.ts";
import { cutButtonTexts, scrollToEnd } from "./support/coverage.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[payer] coming back from the payment page, /payment/result starts at its heading (${screen})`, async ({
      page,
    }) => {
      // The page the payer left from was scrolled to its end (the pay buttons are low down).
      await page.goto("/services");
      await expect(page.getByTestId("service-card").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await scrollToEnd(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      // The provider sends the payer back: a new document.
      await page.goto("/payment/result?payment_id=00000000-0000-4000-8000-000000000000");
      const heading = page.getByText(PAYMENT_TEXTS.resultTitle);
      await expect(heading).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeInViewport();
    });

    test(`[guest] a link at the end of one page opens the next at its top, «Назад» returns (${screen})`, async ({
      page,
    }) => {
      await page.goto("/services");
      await expect(page.getByTestId("service-card").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await scrollToEnd(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page
        .getByRole("navigation", { name: "Разделы сайта" })
        .getByRole("link", { name: "Отзывы" })
        .click();
      await expect(page).toHaveURL(/\/reviews$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test(`[client] a dashboard with one chat opens it, not «Выберите чат» (${screen})`, async ({
      page,
    }) => {
      const client = await createClient(page, "individual", "Один Чатов");
      const chat = await openClientChat(page, client.token, 1);
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard?tab=chat");
      await expect(page.getByTestId("chat-view")).toHaveAttribute("data-session-id", chat.id);
      await expect(page.getByText(T.pickChat)).toHaveCount(0);
    });

    test(`[client] the cabinet's tabs keep one row and no button text is cut (${screen})`, async ({
      page,
    }) => {
      const client = await createClient(page, "individual", "Клиентка Длинноименная");
      await openClientChat(page, client.token, 1);
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard");
      const tabs = page.getByRole("tablist", { name: T.tabsLabel }).getByRole("tab");
      await expect(tabs).toHaveCount(CLIENT_DASHBOARD_TABS.length);
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, "the tabs share one row").toBe(1);
      // The cabinet keeps a push channel open, so the network is never idle: wait for the chat.
      await expect(page.getByTestId("chat-view")).toBeVisible();
      await expect.poll(() => cutButtonTexts(page), "/dashboard").toEqual([]);

      const company = await createClient(page, "corporate", "Компания Длинноназванная");
      await signInWithToken(page, company.token, company.email);
      await page.goto("/corporate-dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => cutButtonTexts(page), "/corporate-dashboard").toEqual([]);
    });
  });
}
