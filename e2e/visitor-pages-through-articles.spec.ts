import type { ArticleListItem, ExecutorArticle } from "../domain/articles/article-schemas.ts";
import { ARTICLES_PAGE_SIZE } from "../domain/articles/articles.ts";
import { PAGING_TEXTS } from "../domain/paging.ts";
import { authHeader, expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { executorToken, postAs, uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";
import { withSpecLock } from "./support/spec-lock.ts";

/** Issue 15 §2: /articles reads a page of articles, the next ones on «Показать ещё». */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[guest] opens more articles than one page holds with «Показать ещё» (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // Both screens add a page's worth of articles: one at a time, so each counts its own.
      await withSpecLock("article-pages", async () => {
        const executor = await executorToken(page);
        const tag = uniqueTag();
        const listed = await getJson<ArticleListItem[]>(page, "/api/articles?limit=100");
        const missing = Math.max(ARTICLES_PAGE_SIZE + 2 - listed.length, 2);
        const made: ExecutorArticle[] = [];
        try {
          for (let index = 0; index < missing; index += 1) {
            made.push(
              await postAs<ExecutorArticle>(page, executor, "/api/articles", {
                title: `Статья для листания ${index + 1} #${tag}`,
                content: "<p>Статья, чтобы список статей не поместился на одну страницу.</p>",
                status: "published",
              }),
            );
          }

          await page.goto("/articles");
          const cards = page.getByTestId("article-card");
          await expect(cards).toHaveCount(ARTICLES_PAGE_SIZE);
          const more = page.getByRole("button", { name: PAGING_TEXTS.showMore });
          await expect(more).toBeVisible();
          await expectAccessible(page);

          await more.click();
          await expect(more).toBeHidden();
          const all = await getJson<ArticleListItem[]>(page, "/api/articles?limit=100");
          await expect(cards).toHaveCount(all.length);
          expect(all.length).toBeGreaterThan(ARTICLES_PAGE_SIZE);
          for (const article of made) {
            await expect(cards.filter({ hasText: article.title })).toHaveCount(1);
          }
        } finally {
          for (const article of made) {
            await page.request.delete(`/api/articles/${article.id}`, {
              headers: authHeader(executor),
            });
          }
        }
      });
    });
  });
}
