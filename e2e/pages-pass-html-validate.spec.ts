import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
} from "../domain/site-documents/site-documents.ts";
import {
  articlePath,
  PUBLIC_PAGES,
  servicePath,
  siteRouteOf,
} from "../domain/site-pages/site-routes.ts";
import { TARIFF_TEXTS } from "../domain/tariffs/tariffs.ts";
import { showHelperAtEnd } from "./support/coverage.ts";
import { expect, STILL_LOADING, test } from "./support/fixtures.ts";

/**
 * Issue 43 §6: the HTML the server sends for every page it renders — each public page of the
 * route table (domain/site-pages/site-routes.ts, so a new page is checked without an edit here),
 * a service's and an article's page, and the not-found page of each kind — passes html-validate's
 * standard and accessibility presets without an error; so does the markup of the dialogs a visitor
 * opens from the footer and the catalogue (the offer, the policy, the business tariffs), which
 * the browser draws. An e2e spec because it reads the real build the suite has just made (the
 * unit suite runs before `npm run build`). Decision 051.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
});

/** Every error html-validate finds in `markup`, one line each: rule, place, message. */
async function htmlErrors(markup: string): Promise<string[]> {
  const report = await validator.validateString(markup);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId} at ${message.line}:${message.column}: ${message.message} — ${message.selector ?? ""}`,
    ),
  );
}

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  const [first] = (await response.json()) as (Service | ArticleListItem)[];
  if (!first) throw new Error(`${path} lists nothing: the demo content is missing`);
  return first.id;
}

test("[crawler] every page the server renders passes html-validate", async ({ request }) => {
  const pages = [
    ...Object.keys(PUBLIC_PAGES),
    servicePath(await firstId(request, "/api/services")),
    articlePath(await firstId(request, "/api/articles")),
    // The not-found page of each kind: an unknown address, a missing service, a missing article.
    "/no-such-page",
    servicePath(2_147_483_647),
    articlePath(2_147_483_647),
  ];
  for (const address of pages) {
    await test.step(address, async () => {
      const response = await request.get(address);
      const kind = siteRouteOf(address).kind;
      const missing = address.endsWith("2147483647") || kind === "unknown";
      expect(response.status(), address).toBe(missing ? 404 : 200);
      const html = await response.text();
      // Rendered by React, not the shell the browser fills: what a validator reads is the page.
      expect(html, address).toContain('<div id="root" data-rendered>');
      expect(await htmlErrors(html), address).toEqual([]);
    });
  }
});

test("[crawler] Mantine's two style elements are in the head of every page, not its body", async ({
  request,
}) => {
  // The theme's variables and classes: a page without them would still validate, unstyled.
  for (const address of ["/", "/login"]) {
    const html = await (await request.get(address)).text();
    const [head, body] = html.split("</head>") as [string, string];
    expect(head.match(/<style[^>]*data-mantine-styles/g), address).toHaveLength(2);
    expect(body, address).not.toContain("<style");
  }
});

/** The markup of the open dialog, as the browser drew it. */
async function openDialogErrors(page: Page): Promise<string[]> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(STILL_LOADING)).toHaveCount(0);
  return htmlErrors(await dialog.evaluate((element) => element.outerHTML));
}

test("[guest] the offer, the policy and the business tariffs pass html-validate", async ({
  page,
}) => {
  await page.goto("/services");
  for (const key of SITE_DOCUMENT_KEYS) {
    await test.step(SITE_DOCUMENT_TITLES[key], async () => {
      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: SITE_DOCUMENT_TITLES[key] })
        .click();
      expect(await openDialogErrors(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    });
  }
  await test.step(TARIFF_TEXTS.modalTitle, async () => {
    await page.getByRole("button", { name: TARIFF_TEXTS.modalTitle }).click();
    expect(await openDialogErrors(page)).toEqual([]);
  });
});

test("[guest] the auto-lawyer's «Показать все» passes html-validate", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByTestId("auto-lawyer-widget-toggle");
  await showHelperAtEnd(page, toggle);
  await toggle.click();
  await page
    .getByTestId("auto-lawyer-widget-panel")
    .getByRole("button", { name: "Показать все" })
    .click();
  await expect(page.getByTestId("auto-lawyer-all")).toBeVisible();
  expect(await openDialogErrors(page)).toEqual([]);
});
