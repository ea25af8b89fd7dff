import type { Page } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/**
 * Issue 44: a public page is the server's HTML until the visitor's first mouse move, wheel, touch
 * or key starts the app (web/start-app.js); a page read down to 1800 px jumped to the top right
 * then, because React Router's scroll restoration sent the first location it drew to the top.
 * Starting the app leaves the page where the visitor (or the browser, on a reload) put it, and
 * what had the focus keeps it.
 */
test.use({ waitForApp: false });

const READ_TO = 1800;

const started = (page: Page) =>
  page.evaluate(() => document.head.querySelector("[data-shell]") === null);
/** Hydration done and its effects run (main.tsx marks it). */
const live = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("app-hydrated").length > 0);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The page's position once it stays put for 300 ms (null while it still moves). */
async function settledScrollY(page: Page): Promise<number | null> {
  const before = await scrollY(page);
  await page.waitForTimeout(300);
  return (await scrollY(page)) === before ? before : null;
}

async function pages(page: Page): Promise<string[]> {
  const services = await getJson<Service[]>(page, "/api/services");
  const service = services.find((item) => item.category !== "auto");
  if (!service) throw new Error("the demo catalogue has no service");
  return ["/", "/articles", `/services/${service.id}`];
}

/** Opens the page without starting the app and reads it down to READ_TO (or as far as it goes). */
async function openReadDown(page: Page, address: string): Promise<number> {
  await page.goto(address);
  const target = await page.evaluate((y) => {
    window.scrollTo(0, y);
    return Math.round(window.scrollY);
  }, READ_TO);
  expect(await started(page)).toBe(false);
  return target;
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${screen} width`, () => {
    test.use({ viewport });

    test(`[guest, ${screen}] a page reloaded down the page stays there when a mouse move starts the app`, async ({
      page,
    }) => {
      for (const address of await pages(page)) {
        const target = await openReadDown(page, address);
        expect(target, `${address} is long enough to read down`).toBeGreaterThan(300);
        await page.reload();
        // The browser puts a reloaded page back where it was read, once, as far as the page goes
        // at that moment (a web font or an image that arrives later may lengthen it after): what
        // this story holds the app to is that starting it leaves the page where the browser put it.
        await expect.poll(() => settledScrollY(page), { message: address }).toBeGreaterThan(300);
        const restored = await scrollY(page);
        expect(restored, `${address} is long enough to read down`).toBeGreaterThan(300);
        expect(await started(page)).toBe(false);
        await page.mouse.move(100, 300);
        await page.mouse.move(120, 320);
        await live(page);
        await page.waitForTimeout(300);
        expect(await scrollY(page), `${address} after the app started`).toBe(restored);
      }
    });

    test(`[guest, ${screen}] the first wheel down the page scrolls on from where the page was`, async ({
      page,
    }) => {
      for (const address of await pages(page)) {
        const target = await openReadDown(page, address);
        await page.mouse.wheel(0, 100);
        await live(page);
        await page.waitForTimeout(300);
        const after = await scrollY(page);
        expect(after, `${address} after the wheel`).toBeGreaterThanOrEqual(target);
        expect(after, `${address} after the wheel`).toBeLessThanOrEqual(target + 200);
      }
    });

    test(`[guest, ${screen}] the next page opens at its top, and «Назад» finds the first one where it was`, async ({
      page,
    }) => {
      await openReadDown(page, "/articles");
      await page.mouse.wheel(0, 100);
      await live(page);
      await page.waitForTimeout(300);
      const left = await scrollY(page);
      const opened = await page.evaluate(() => {
        const link = [
          ...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not(header a)'),
        ].find((candidate) => {
          const box = candidate.getBoundingClientRect();
          const elsewhere = candidate.getAttribute("href") !== location.pathname;
          return elsewhere && box.top > 80 && box.bottom < window.innerHeight && box.width > 0;
        });
        link?.setAttribute("data-opened-by-test", "");
        return link?.getAttribute("href") ?? null;
      });
      expect(opened, "a link to another page is in view").not.toBeNull();
      await page.locator("[data-opened-by-test]").click();
      await expect(page).toHaveURL(new RegExp(`${opened}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/articles$/);
      await expect.poll(() => scrollY(page)).toBe(left);
    });

    test(`[guest, ${screen}] a link or button focused down the page keeps the focus and the page its place`, async ({
      page,
    }) => {
      for (const address of await pages(page)) {
        const target = await openReadDown(page, address);
        // A link or button in view, focused as a keyboard would: focusin starts the app.
        const focused = await page.evaluate(() => {
          const link = [
            ...document.querySelectorAll<HTMLElement>(":is(a[href], button):not(header *)"),
          ].find((candidate) => {
            const box = candidate.getBoundingClientRect();
            return box.top > 0 && box.bottom < window.innerHeight && box.width > 0;
          });
          if (!link) return null;
          link.setAttribute("data-focused-by-test", "");
          link.focus();
          return link.outerHTML.slice(0, 120);
        });
        expect(focused, `${address} has a link or button in view`).not.toBeNull();
        await live(page);
        await page.waitForTimeout(300);
        expect(await scrollY(page), `${address} after the app started`).toBe(target);
        const stillFocused = await page.evaluate(
          () => document.activeElement?.hasAttribute("data-focused-by-test") === true,
        );
        expect(stillFocused, `${address}: ${focused} keeps the focus`).toBe(true);
      }
      await expectAccessible(page);
    });
  });
}
