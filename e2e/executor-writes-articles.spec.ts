import type { Page } from "@playwright/test";
import type {
  ArticleListItem,
  ExecutorArticleListItem,
} from "../domain/articles/article-schemas.ts";
import { ARTICLE_STATUS_LABELS, ARTICLE_EDITOR_TEXTS as T } from "../domain/articles/articles.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { getAs, uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

const TAB = EXECUTOR_TEXTS.tabs.articles;
const LINK_URL = "https://www.consultant.ru/document/cons_doc_LAW_305/";

const editorDialog = (page: Page) => page.getByRole("dialog", { name: /статья|статьи/i });
const articleItem = (page: Page, title: string) =>
  page.getByTestId("executor-article").filter({ hasText: title });
const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Presses a key `times` times (selecting a word letter by letter, as a person with Shift would). */
async function press(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] writes an article with a heading and a link, publishes it and deletes it (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const title = `Как вернуть товар продавцу ${tag}`;
      const token = await signInExecutor(page);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, TAB);
      await expectAccessible(page);

      await test.step("closing a new article with edits asks first", async () => {
        await page.getByRole("button", { name: T.newArticle }).click();
        const dialog = editorDialog(page);
        await dialog.getByRole("textbox", { name: T.title }).fill("Набросок");
        // The dialog's ✕ and its «Закрыть» both ask before dropping edits.
        await dialog.getByRole("button", { name: T.close }).first().click();
        const ask = page.getByRole("dialog", { name: T.discardTitle });
        await expect(ask).toContainText(T.discardText);
        await ask.getByRole("button", { name: CONFIRM_TEXTS.cancel }).click();
        await expect(dialog.getByRole("textbox", { name: T.title })).toHaveValue("Набросок");
        await dialog.getByRole("button", { name: T.close }).last().click();
        await page
          .getByRole("dialog", { name: T.discardTitle })
          .getByRole("button", { name: CONFIRM_TEXTS.confirm })
          .click();
        await expect(editorDialog(page)).toBeHidden();
      });

      await test.step("writes a heading, a paragraph with a link and a list with the toolbar", async () => {
        await page.getByRole("button", { name: T.newArticle }).click();
        const dialog = editorDialog(page);
        await expect(dialog.getByRole("textbox", { name: T.title })).toHaveValue("");
        await dialog.getByRole("textbox", { name: T.title }).fill(title);
        const body = dialog.getByRole("textbox", { name: T.content });
        await body.click();
        await page.keyboard.type("Сроки возврата");
        await dialog.getByRole("button", { name: T.controls.h2 }).click();
        await expect(body.getByRole("heading", { level: 2, name: "Сроки возврата" })).toBeVisible();
        await page.keyboard.press("End");
        await page.keyboard.press("Enter");
        await page.keyboard.type("Товар надлежащего качества можно вернуть по закону");
        await press(page, "Shift+ArrowLeft", "закону".length);
        const linkButton = dialog.getByRole("button", { name: T.controls.link });
        await expectUncovered(linkButton);
        await linkButton.click();
        await page.getByRole("textbox", { name: T.linkAddress }).fill(LINK_URL);
        await page.getByRole("button", { name: T.linkSave }).click();
        await expect(body.getByRole("link", { name: "закону" })).toHaveAttribute("href", LINK_URL);
        await expect(body).toBeFocused();
        await page.keyboard.press("End");
        await page.keyboard.press("Enter");
        await dialog.getByRole("button", { name: T.controls.bulletList }).click();
        await page.keyboard.type("чек или выписка по карте");
        await expect(body.getByRole("listitem")).toHaveText("чек или выписка по карте");
        await expectAccessible(page, '[role="dialog"]');
      });

      await test.step("the preview shows the article as the public page will", async () => {
        const dialog = editorDialog(page);
        await dialog.getByRole("tab", { name: T.preview }).click();
        const preview = dialog.getByTestId("article-preview");
        await expect(preview.getByRole("heading", { name: title })).toBeVisible();
        const body = preview.getByTestId("article-body");
        await expect(body.getByRole("heading", { level: 2, name: "Сроки возврата" })).toBeVisible();
        const link = body.getByRole("link", { name: "закону" });
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("target", "_blank");
        await dialog.getByRole("tab", { name: T.write }).click();
      });

      let id = 0;
      await test.step("saves a draft: listed as «Черновик», not on /articles", async () => {
        await editorDialog(page).getByRole("button", { name: T.saveDraft }).click();
        await expect(notice(page, T.savedDraft)).toBeVisible();
        await expect(editorDialog(page)).toBeHidden();
        await expect(articleItem(page, title).getByTestId("article-status")).toHaveText(
          ARTICLE_STATUS_LABELS.draft,
        );
        const all = await getAs<ExecutorArticleListItem[]>(page, token, "/api/articles/all");
        id = all.find((article) => article.title === title)?.id ?? 0;
        expect(id).toBeGreaterThan(0);
        const published = await getJson<ArticleListItem[]>(page, "/api/articles");
        expect(published.map((article) => article.id)).not.toContain(id);
        expect((await page.request.get(`/api/articles/${id}`)).status()).toBe(404);
      });

      await test.step("opens it again and publishes it", async () => {
        await articleItem(page, title).getByRole("button", { name: T.edit }).click();
        const dialog = editorDialog(page);
        await expect(dialog.getByRole("textbox", { name: T.title })).toHaveValue(title);
        await expect(
          dialog.getByRole("textbox", { name: T.content }).getByRole("link", { name: "закону" }),
        ).toBeVisible();
        await dialog.getByRole("button", { name: T.publish }).click();
        await expect(notice(page, T.publishedNow)).toBeVisible();
        await expect(articleItem(page, title).getByTestId("article-status")).toHaveText(
          ARTICLE_STATUS_LABELS.published,
        );
      });

      await test.step("/articles lists it and /articles/{id} shows the heading and the link", async () => {
        await page.goto("/articles");
        await expect(page.getByTestId("article-card").filter({ hasText: title })).toBeVisible();
        await page.goto(`/articles/${id}`);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        const body = page.getByTestId("article-body");
        await expect(body.getByRole("heading", { level: 2, name: "Сроки возврата" })).toBeVisible();
        const link = body.getByRole("link", { name: "закону" });
        await expect(link).toHaveAttribute("href", LINK_URL);
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(body.getByRole("listitem")).toHaveText("чек или выписка по карте");
        await expectAccessible(page);
      });

      await test.step("deletes it after confirming: gone from the cabinet and the site", async () => {
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, TAB);
        const item = articleItem(page, title);
        await item.getByRole("button", { name: T.remove }).click();
        const confirm = page.getByRole("dialog", { name: T.deleteTitle });
        await expect(confirm).toContainText(T.deleteText(title));
        await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
        await expect(notice(page, T.deleted)).toBeVisible();
        await expect(item).toHaveCount(0);
        expect((await page.request.get(`/api/articles/${id}`)).status()).toBe(404);
      });
    });
  });
}
