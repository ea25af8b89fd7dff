import { EXECUTOR_TABS } from "../web/features/executor/executor-tabs.tsx";
import { EXECUTOR_TEXTS as T } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { createClient, expect, test } from "./support/fixtures.ts";

const menu = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: T.menuLabel });

test.describe("on a desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("[executor] every tab is in the side menu and the open tab lives in the address", async ({
    page,
  }) => {
    await signInExecutor(page);
    await page.goto("/executor-dashboard");
    await expect(menu(page).getByRole("link")).toHaveCount(EXECUTOR_TABS.length);

    await test.step("a tab opened from the menu is in the URL, survives a reload and «back»", async () => {
      await openCabinetTab(page, T.tabs.auditLog);
      await expect(page).toHaveURL(/\?tab=audit-log$/);
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: T.tabs.auditLog })).toBeVisible();
      await openCabinetTab(page, T.tabs.earnings);
      await expect(page).toHaveURL(/\?tab=earnings$/);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 2, name: T.tabs.auditLog })).toBeVisible();
      await expect(
        menu(page).getByRole("link", { name: new RegExp(`^${T.tabs.auditLog}`) }),
      ).toHaveAttribute("aria-current", "page");
    });

    await test.step("a shared link opens its tab directly", async () => {
      await page.goto("/executor?tab=audit-log");
      await expect(page.getByRole("heading", { level: 2, name: T.tabs.auditLog })).toBeVisible();
      await expectAccessible(page);
    });
  });

  test("[executor] a review waiting for moderation shows on the «Отзывы» tab's badge", async ({
    page,
  }) => {
    const client = await createClient(page, "individual", `Автор отзыва ${uniqueTag()}`);
    const review = await page.request.post("/api/reviews", {
      headers: { authorization: `Bearer ${client.token}` },
      data: { service_title: "Консультация", rating: 5, comment: `Спасибо! ${uniqueTag()}` },
    });
    expect(review.status()).toBe(201);
    await signInExecutor(page);
    await page.goto("/executor-dashboard");
    await expect(
      menu(page)
        .getByRole("link", { name: new RegExp(`^${T.tabs.reviews}`) })
        .getByLabel(/^На модерации: \d+$/),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("[executor on a phone] the bar and its «Ещё» menu reach every tab", async ({ page }) => {
    // Fourteen tabs through the menu, each waiting for its heading: over 30 s beside a worker.
    test.setTimeout(90_000);
    await signInExecutor(page);
    await page.goto("/executor-dashboard");
    const bar = menu(page);
    const inBar = EXECUTOR_TABS.filter((tab) => tab.inMobileBar);
    for (const tab of inBar) {
      await expect(bar.getByRole("link", { name: new RegExp(`^${tab.label}`) })).toBeVisible();
    }
    const more = bar.getByRole("button", { name: new RegExp(`^${T.more}`) });
    await expectUncovered(more);

    await test.step("every entry of the bar is whole on screen without scrolling sideways", async () => {
      // «Ещё» used to sit past the right edge of a bar that scrolled sideways.
      const entries = bar.locator("a, button");
      await expect(entries).toHaveCount(inBar.length + 1);
      const screenWidth = VIEWPORTS.phone.width;
      for (const box of await entries.evaluateAll((items) =>
        items.map((item) => {
          const { left, right } = item.getBoundingClientRect();
          return { name: item.textContent, left, right };
        }),
      )) {
        expect(box.left, `${box.name}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name}`).toBeLessThanOrEqual(screenWidth);
      }
      const barScrolls = await bar.evaluate((nav) =>
        [nav, ...Array.from(nav.querySelectorAll("*"))].some(
          (element) => element.scrollWidth > element.clientWidth + 1,
        ),
      );
      expect(barScrolls).toBe(false);
      await expectAccessible(page);
    });

    for (const tab of EXECUTOR_TABS.filter((entry) => !entry.inMobileBar)) {
      await openCabinetTab(page, tab.label);
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.value}$`));
      await expect(more).toHaveAccessibleName(T.moreWithCurrent(tab.label));
      await expect(more).toHaveAttribute("aria-current", "page");
    }

    await test.step("the page never scrolls sideways and the open menu passes axe", async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await more.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
    });
  });
});
