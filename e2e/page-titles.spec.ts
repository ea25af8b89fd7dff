import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import { documentTitle, PAGE_META } from "../domain/site-pages/page-meta.ts";
import { DEMO_SITE_NAME } from "../server/db/seed/demo-site-settings.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/** What the document says about itself, and how many title and description tags it holds. */
async function headOf(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll("title").length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (meta) => meta.getAttribute("content") ?? "",
    ),
  }));
}

// Each public page's own title and description are checked where the page is visited anyway, in
// accessibility-public.spec.ts; that no two pages share them, in domain/domain.test.ts.

test("[guest] an article is named by its own title and a description of its own", async ({
  page,
}) => {
  const [article] = await getJson<ArticleListItem[]>(page, "/api/articles");
  expect(article, "the demo content has an article").toBeDefined();
  await page.goto(`/articles/${article!.id}`);
  await expect(page).toHaveTitle(documentTitle(article!.title, DEMO_SITE_NAME));
  const head = await headOf(page);
  expect(head.titles).toBe(1);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]!.length).toBeGreaterThan(20);
  const pageDescriptions = Object.values(PAGE_META).map((meta) => meta.description);
  expect(pageDescriptions).not.toContain(head.descriptions[0]);
});

test("[desktop] the title follows a move to another page without a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(documentTitle(PAGE_META.home.title, DEMO_SITE_NAME));
  await page
    .getByRole("navigation", { name: "Основное меню" })
    .getByRole("link", { name: "Отзывы" })
    .click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page).toHaveTitle(documentTitle(PAGE_META.reviews.title, DEMO_SITE_NAME));
  const descriptions = await page.locator('meta[name="description"]').all();
  expect(descriptions).toHaveLength(1);
  await expect(descriptions[0]!).toHaveAttribute("content", PAGE_META.reviews.description);
});
