import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import { ARTICLE_PREVIEW_LENGTH } from "../../../domain/articles/articles.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { sanitizeArticleHtml } from "./sanitize-html.ts";
import { createArticle } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("articles", () => {
  it("lists articles with a plain-text preview of at most 150 characters", async () => {
    const response = await t.app.inject({ url: "/api/articles" });
    const list = response.json() as ArticleListItem[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const item of list) {
      expect(item.preview).not.toMatch(/[<>]/);
      expect(item.preview.replace(/…$/, "").length).toBeLessThanOrEqual(ARTICLE_PREVIEW_LENGTH);
      expect(item.preview.length).toBeGreaterThan(50);
    }
  });

  it("serves one article and a Russian 404 for a missing one", async () => {
    const [first] = (await t.app.inject({ url: "/api/articles" })).json() as ArticleListItem[];
    const one = await t.app.inject({ url: `/api/articles/${first!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().content).toContain("<p>");
    const missing = await t.app.inject({ url: "/api/articles/987654" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Статья не найдена" });
  });

  it("stores article HTML sanitised", async () => {
    const article = await createArticle(t.db, {
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

describe("sanitizeArticleHtml", () => {
  it("keeps safe structure and links, drops everything else", () => {
    expect(
      sanitizeArticleHtml('<p>Да <strong>жирный</strong> <a href="https://x.ru">ссылка</a></p>'),
    ).toBe('<p>Да <strong>жирный</strong> <a href="https://x.ru">ссылка</a></p>');
    expect(sanitizeArticleHtml('<div style="x">текст</div>')).toBe("текст");
    expect(sanitizeArticleHtml('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleHtml('<img src="data:text/html,evil">')).toBe("<img>");
    expect(sanitizeArticleHtml('<a href="java\tscript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleHtml('<a href="/articles/2" target="_top">см.</a>')).toBe(
      '<a href="/articles/2">см.</a>',
    );
  });
});
