import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import { documentTitle, PAGE_META, type PageMetaKey } from "../domain/site-pages/page-meta.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/** Every public address and the texts it must name itself with. */
const PUBLIC_PAGES: [string, PageMetaKey][] = [
  ["/", "home"],
  ["/services", "services"],
  ["/about", "about"],
  ["/order-instructions", "orderInstructions"],
  ["/contract-types", "contractTypes"],
  ["/lawsuit-types", "lawsuitTypes"],
  ["/auto-lawyer", "autoLawyer"],
  ["/reviews", "reviews"],
  ["/articles", "articles"],
  ["/login", "login"],
  ["/register", "register"],
  ["/no-such-page", "notFound"],
];

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

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`[${viewport.name}] every public page has its own title and description`, async ({
    page,
  }) => {
    // Thirteen page loads in one test, on a machine shared with other runs.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const seen = new Map<string, string>();
    for (const [path, key] of PUBLIC_PAGES) {
      await page.goto(path);
      const expected = PAGE_META[key];
      await expect(page).toHaveTitle(documentTitle(expected.title));
      const head = await headOf(page);
      // One of each: index.html's own pair is gone once the page renders its texts.
      expect(head.titles, path).toBe(1);
      expect(head.descriptions, path).toEqual([expected.description]);
      for (const text of [head.title, expected.description]) {
        expect(seen.get(text), `${path} repeats the text of ${seen.get(text)}`).toBeUndefined();
        seen.set(text, path);
      }
    }

    const [article] = await getJson<ArticleListItem[]>(page, "/api/articles");
    expect(article, "the demo content has an article").toBeDefined();
    await page.goto(`/articles/${article!.id}`);
    await expect(page).toHaveTitle(documentTitle(article!.title));
    const head = await headOf(page);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]!.length).toBeGreaterThan(20);
    expect(seen.has(head.descriptions[0]!)).toBe(false);
  });
}

test("[desktop] the title follows a move to another page without a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(documentTitle(PAGE_META.home.title));
  await page
    .getByRole("navigation", { name: "Основное меню" })
    .getByRole("link", { name: "Отзывы" })
    .click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page).toHaveTitle(documentTitle(PAGE_META.reviews.title));
  const descriptions = await page.locator('meta[name="description"]').all();
  expect(descriptions).toHaveLength(1);
  await expect(descriptions[0]!).toHaveAttribute("content", PAGE_META.reviews.description);
});
