import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import { ARTICLE_PREVIEW_LENGTH } from "../../../domain/articles/articles.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { insertArticle } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const publicList = async () =>
  (await t.app.inject({ url: "/api/articles" })).json() as ArticleListItem[];

describe("public articles", () => {
  it("lists published articles with a plain-text preview of at most 150 characters", async () => {
    const list = await publicList();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const item of list) {
      expect(item.preview).not.toMatch(/[<>]/);
      expect(item.preview.replace(/…$/, "").length).toBeLessThanOrEqual(ARTICLE_PREVIEW_LENGTH);
      expect(item.preview.length).toBeGreaterThan(50);
    }
  });

  it("orders by the publication date, the latest first, and shows that date", async () => {
    const older = await insertArticle(t.db, {
      title: "Опубликована давно",
      content: "<p>Старый текст статьи</p>",
      createdAt: new Date("2020-01-01T09:00:00Z"),
    });
    const list = await publicList();
    const dates = list.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.at(-1)).toMatchObject({ id: older.id, published_at: "2020-01-01T09:00:00.000Z" });
  });

  it("serves one article and a Russian 404 for a missing one", async () => {
    const [first] = await publicList();
    const one = await t.app.inject({ url: `/api/articles/${first!.id}` });
    expect(one.statusCode).toBe(200);
    const article = one.json() as Article;
    expect(article.content).toContain("<p>");
    expect(article.published_at).toBe(first!.published_at);
    const missing = await t.app.inject({ url: "/api/articles/987654" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Статья не найдена" });
  });

  it("keeps drafts out of the list and answers 404 for one", async () => {
    const draft = await insertArticle(t.db, {
      title: "Черновик",
      content: "<p>Еще не готово</p>",
      status: "draft",
    });
    expect((await publicList()).map((item) => item.id)).not.toContain(draft.id);
    const one = await t.app.inject({ url: `/api/articles/${draft.id}` });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ detail: "Статья не найдена" });
  });

  it("stores article HTML sanitised", async () => {
    const article = await insertArticle(t.db, {
      title: "Проверка",
      content:
        '<p onclick="steal()">Текст<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe><h2>Раздел</h2>',
    });
    const served = (await t.app.inject({ url: `/api/articles/${article.id}` })).json();
    expect(served.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(served.content).toContain("<h2>Раздел</h2>");
  });
});
