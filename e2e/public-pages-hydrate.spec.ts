import type { Page } from "@playwright/test";
import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { PUBLIC_PAGES } from "../domain/site-pages/site-routes.ts";
import { HYDRATION_ERROR_PREFIX } from "../web/lib/hydration.ts";
import { VIEWPORTS } from "./support/back-office.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Issue 29: every public page arrives rendered by the server (web/entry-server.tsx) and the
 * browser hydrates that HTML instead of drawing the page again: the heading the HTML brought is
 * the very element React keeps, and React reports no mismatch, at both widths, for a guest and for
 * a signed-in client (whose header differs from the guest's the server rendered).
 */

/** Remembers the first `<h1>` of the HTML as parsed, before any script of the app has run. */
const REMEMBER_SERVER_HEADING = () => {
  document.addEventListener("DOMContentLoaded", () => {
    (window as unknown as { serverHeading: Element | null }).serverHeading =
      document.querySelector("#root[data-rendered] h1");
  });
};

/** Opens `address` and checks that React hydrated the server's HTML and found nothing to redraw. */
async function expectHydrated(page: Page, address: string): Promise<void> {
  const complaints: string[] = [];
  const listen = (text: string) => {
    // React's streaming scripts would be refused by the CSP (no inline scripts): none may be sent.
    if (text.includes(HYDRATION_ERROR_PREFIX) || /hydrat|Content Security Policy/i.test(text)) {
      complaints.push(text);
    }
  };
  page.on("console", (message) => listen(message.text()));
  page.on("pageerror", (error) => listen(error.message));
  await page.goto(address);
  // The page's own title comes in the render after hydration (web/ui/page-meta.tsx).
  await expect(page.locator("head title:not([data-shell])")).toHaveCount(1);
  const kept = await page.evaluate(() => {
    const server = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return server?.isConnected === true && server === document.querySelector("h1");
  });
  page.removeAllListeners("console");
  page.removeAllListeners("pageerror");
  expect(complaints, address).toEqual([]);
  expect(kept, `${address}: the server's <h1> is the one on screen`).toBe(true);
}

async function publicAddresses(page: Page): Promise<string[]> {
  const services = await getJson<Service[]>(page, "/api/services");
  // The oldest article (the demo's): the newest may be another spec's, edited or unpublished while
  // this one reads it.
  const articles = await getJson<ArticleListItem[]>(page, "/api/articles");
  const article = articles.reduce<ArticleListItem | undefined>(
    (oldest, item) => (!oldest || item.id < oldest.id ? item : oldest),
    undefined,
  );
  const service = services.find((item) => item.category !== "auto");
  if (!service || !article) throw new Error("the demo content has no service or article");
  return [...Object.keys(PUBLIC_PAGES), `/services/${service.id}`, `/articles/${article.id}`];
}

test("[guest] each public page's HTML, fetched without a browser, holds its head and content", async ({
  page,
}) => {
  for (const address of await publicAddresses(page)) {
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root" data-rendered>'));
    expect(root.length, `${address} is rendered on the server`).toBeGreaterThan(1000);
    expect(html, address).toMatch(/<title[^>]*>[^<]{5,}<\/title>/);
    expect(html, address).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]{20,}"/);
    expect(html, address).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html, address).toContain('<script type="application/ld+json">');
    // The page's own heading and some paragraphs of its text, inside the rendered root.
    expect(root, address).toMatch(/<h1[^>]*>[^<]{3,}<\/h1>/);
    expect(root.match(/<p[ >]/g)?.length ?? 0, address).toBeGreaterThan(2);
  }
  // An unknown address: the not-found page, rendered, answering 404.
  const missing = await page.request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/data-rendered>[\s\S]*<h1[^>]*>Страница не найдена</);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name}`, () => {
    test.use({ viewport });

    test(`[guest] every public page is hydrated without a mismatch (${name})`, async ({ page }) => {
      await page.addInitScript(REMEMBER_SERVER_HEADING);
      for (const address of await publicAddresses(page)) {
        await expectHydrated(page, address);
      }
    });

    test(`[client] a signed-in client's pages hydrate too, then show their account (${name})`, async ({
      page,
    }) => {
      const client = await createClient(page, "individual", "Гидратация Проверочная");
      await signInWithToken(page, client.token, client.email);
      await page.addInitScript(REMEMBER_SERVER_HEADING);
      for (const address of ["/", "/services", "/articles"]) {
        await expectHydrated(page, address);
      }
      // The header the server drew for a guest turns into the client's once hydrated (on a
      // phone the account links are inside the menu).
      if (name === "desktop") {
        await expect(page.getByRole("link", { name: "Личный кабинет" })).toBeVisible();
      }
    });
  });
}
