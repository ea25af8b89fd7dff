import type { Page } from "@playwright/test";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * A public page is the server's HTML until the visitor needs the app (web/start-app.js,
 * decision 044): a guest who only reads runs none of its scripts, while the browser downloads them
 * after the paint; the guest's first touch, key or mouse move starts it, and a click sent before
 * the app is live is held (the page shows its loading bar meanwhile) and reaches it. A signed-in
 * visitor's page starts at once (the server drew the guest's header). Each page is counted once,
 * started or not.
 */
test.use({ waitForApp: false, viewport: { width: 390, height: 844 } });

const started = (page: Page) =>
  page.evaluate(() => document.head.querySelector("[data-shell]") === null);

function countPageViews(page: Page): string[] {
  const views: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/analytics/track")) return;
    const body = request.postDataJSON() as { event_type: string; page_url: string };
    if (body.event_type === "page_view") views.push(body.page_url);
  });
  return views;
}

test("[guest on a phone] the page stays the server's until a tap, and the tap opens the menu", async ({
  page,
}) => {
  const views = countPageViews(page);
  const entryRuns: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /\/assets\/index-/.test(request.url()))
      entryRuns.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_500);

  // Read, not run: the entry is fetched for later but never added as a script.
  expect(await started(page)).toBe(false);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  const prefetched = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(prefetched.some((file) => /^\/assets\/index-.+\.js$/.test(file))).toBe(true);
  expect(prefetched.some((file) => file.includes("framework"))).toBe(true);
  expect(entryRuns).toEqual([]);
  await expect.poll(() => views).toEqual(["/"]);

  // The tap reaches the burger the app makes live: the menu opens without a second tap.
  await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
  await expect(page.getByRole("navigation", { name: "Мобильное меню" })).toBeVisible();
  expect(await started(page)).toBe(true);

  // The app counts the next page, not this one again.
  await page
    .getByRole("navigation", { name: "Мобильное меню" })
    .getByRole("link", { name: "Услуги" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Услуги" })).toBeVisible();
  await expect.poll(() => views).toEqual(["/", "/services"]);
});

test("[guest on a phone] a tap held while the app loads shows the page-loading bar until it is live", async ({
  page,
}) => {
  // The entry's download is held back, so the page shows the wait as long as the test looks.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto("/");
  const starting = page.locator("html[data-app-starting]");
  await expect(starting).toHaveCount(0);

  await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
  await expect(starting).toHaveCount(1);
  const bar = await page.evaluate(() => {
    const style = getComputedStyle(document.body, "::before");
    return { position: style.position, height: style.height, pointerEvents: style.pointerEvents };
  });
  expect(bar).toEqual({ position: "fixed", height: "3px", pointerEvents: "none" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).cursor)).toBe(
    "progress",
  );

  releaseEntry();
  await expect(page.getByRole("navigation", { name: "Мобильное меню" })).toBeVisible();
  await expect(starting).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body, "::before").content)).toBe(
    "none",
  );
});

test("[guest] a key starts the app, and a link followed before it is left to the browser", async ({
  page,
}) => {
  await page.goto("/articles");
  expect(await started(page)).toBe(false);
  await page
    .getByRole("link", { name: "Услуги", exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Услуги" })).toBeVisible();
  expect(await started(page)).toBe(false);

  await page.keyboard.press("Tab");
  await expect.poll(() => started(page)).toBe(true);
});

test("[signed-in visitor] the page starts without waiting for a touch", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("token", "stale-token"));
  await page.goto("/about");
  await expect.poll(() => started(page), { timeout: 15_000 }).toBe(true);
});
