import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ExecutorArticle,
  ExecutorArticleListItem,
} from "../../../domain/articles/article-schemas.ts";
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_INPUT_TEXTS,
  ARTICLE_TEXTS,
} from "../../../domain/articles/articles.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { articles } from "../../db/schema/content.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { insertArticle } from "./service.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const draftInput = () => ({
  title: "Как вернуть товар",
  content: '<h2>Сроки</h2><p>Четырнадцать дней, <a href="https://www.consultant.ru">закон</a>.</p>',
  status: "draft" as const,
});

const rowOf = async (id: number) =>
  (await t.db.select().from(articles).where(eq(articles.id, id)))[0];
const articleCount = async () => (await t.db.select({ n: count() }).from(articles))[0]!.n;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "article"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
const auditCount = async () =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityType, "article")))[0]!
    .n;
const publicStatus = async (id: number) =>
  (await t.app.inject({ url: `/api/articles/${id}` })).statusCode;

async function create(input: object = draftInput(), token = tokens.executor) {
  const response = await send("POST", "/api/articles", token, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ExecutorArticle;
}

describe("GET /api/articles/all", () => {
  it("is for executors and admins only (no longer taken for /api/articles/:id)", async () => {
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/articles/all" }, tokens);
  });

  it.each(["executor", "admin"] as const)(
    "gives the %s every article, drafts too, newest first, with status",
    async (who) => {
      const draft = await insertArticle(t.db, {
        title: "Черновик для списка",
        content: "<p>Текст черновика</p>",
        status: "draft",
      });
      const response = await send("GET", "/api/articles/all", tokens[who]);
      expect(response.statusCode).toBe(200);
      const list = response.json() as ExecutorArticleListItem[];
      expect(list).toHaveLength(await articleCount());
      expect(list[0]).toEqual({
        id: draft.id,
        title: "Черновик для списка",
        status: "draft",
        preview: "Текст черновика",
        created_at: draft.created_at,
        updated_at: draft.updated_at,
        published_at: null,
      });
      expect(list.filter((a) => a.status === "published").length).toBeGreaterThanOrEqual(3);
      const order = list.map((a) => a.created_at);
      expect(order).toEqual([...order].sort().reverse());
    },
  );
});

describe("GET /api/executor/articles/{id}", () => {
  it("gives executors a draft with its body; strangers get 401/403; unknown ids 404", async () => {
    const draft = await insertArticle(t.db, {
      title: "Черновик редактора",
      content: "<p>Тело</p>",
      status: "draft",
    });
    const url = `/api/executor/articles/${draft.id}`;
    await expectOnlyExecutors(t.app, { method: "GET", url }, tokens);
    for (const token of [tokens.executor, tokens.admin]) {
      const response = await send("GET", url, token);
      expect(response.json()).toEqual(draft);
    }
    const missing = await send("GET", "/api/executor/articles/987654", tokens.executor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ARTICLE_TEXTS.notFound });
  });
});

describe("POST /api/articles", () => {
  it("is for executors and admins only, and a refused call stores nothing", async () => {
    const before = await articleCount();
    await expectOnlyExecutors(
      t.app,
      { method: "POST", url: "/api/articles", payload: draftInput() },
      tokens,
    );
    expect(await articleCount()).toBe(before);
  });

  it("stores a draft: not public, no publication date, audited", async () => {
    const article = await create();
    expect(article).toMatchObject({
      title: "Как вернуть товар",
      status: "draft",
      published_at: null,
      content:
        '<h2>Сроки</h2><p>Четырнадцать дней, <a href="https://www.consultant.ru" rel="noopener noreferrer" target="_blank">закон</a>.</p>',
    });
    expect(await publicStatus(article.id)).toBe(404);
    const [entry, ...more] = await auditOf(article.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "create",
      actorEmail: "executor@demo.ru",
      entityTitle: "Статья «Как вернуть товар»",
      before: null,
      after: article,
    });
  });

  it("an admin publishes at once: public from that moment, dated by it", async () => {
    const started = Date.now();
    const article = await create({ ...draftInput(), status: "published" }, tokens.admin);
    expect(article.status).toBe("published");
    expect(Date.parse(article.published_at ?? "")).toBeGreaterThanOrEqual(started - 1000);
    const served = await t.app.inject({ url: `/api/articles/${article.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({
      id: article.id,
      content: article.content,
      published_at: article.published_at,
    });
    expect((await auditOf(article.id))[0]).toMatchObject({
      action: "create",
      actorEmail: "admin@example.ru",
    });
  });

  it("trims the title and cleans the body of whatever the browser sent", async () => {
    const article = await create({
      title: "  Заголовок  ",
      content:
        '<p onclick="x()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">ссылка</a> <a href="/articles">статьи</a></p><svg onload="x()"></svg>',
      status: "draft",
    });
    expect(article.title).toBe("Заголовок");
    expect(article.content).toBe(
      '<p>Текст <a rel="noopener noreferrer">ссылка</a> <a href="/articles" rel="noopener noreferrer">статьи</a></p>',
    );
  });

  it("keeps a long body whole, in the article and in the audit log", async () => {
    const paragraph = `<p>${"Длинный абзац статьи. ".repeat(40)}</p>`;
    const content = paragraph.repeat(Math.floor(100_000 / paragraph.length));
    const article = await create({ ...draftInput(), content });
    expect(article.content).toBe(content);
    expect((await auditOf(article.id))[0]?.after).toMatchObject({ content });
  });

  it.each([
    [{ title: "   " }, ARTICLE_INPUT_TEXTS.titleRequired],
    [{ title: undefined }, ARTICLE_INPUT_TEXTS.titleRequired],
    [{ title: "я".repeat(201) }, ARTICLE_INPUT_TEXTS.titleTooLong],
    [{ content: undefined }, ARTICLE_INPUT_TEXTS.contentRequired],
    [{ content: "  " }, ARTICLE_INPUT_TEXTS.contentRequired],
    [{ content: "я".repeat(ARTICLE_CONTENT_MAX + 1) }, ARTICLE_INPUT_TEXTS.contentTooLong],
    [{ content: "<script>alert(1)</script>" }, ARTICLE_INPUT_TEXTS.contentEmptyAfterCleaning],
    [{ content: "<p> </p><p>&nbsp;</p><br>" }, ARTICLE_INPUT_TEXTS.contentEmptyAfterCleaning],
    [
      { content: '<svg><text>скрыто</text></svg><iframe src="x">' },
      ARTICLE_INPUT_TEXTS.contentEmptyAfterCleaning,
    ],
    [{ status: "archived" }, ARTICLE_INPUT_TEXTS.statusInvalid],
    [{ status: undefined }, ARTICLE_INPUT_TEXTS.statusInvalid],
  ])("refuses %j with its Russian text and stores nothing", async (change, detail) => {
    const [articlesBefore, auditBefore] = [await articleCount(), await auditCount()];
    const response = await send("POST", "/api/articles", tokens.executor, {
      ...draftInput(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await articleCount()).toBe(articlesBefore);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe("PUT /api/articles/{id}", () => {
  it("is for executors and admins only, and a refused call changes nothing", async () => {
    const article = await create();
    const before = await rowOf(article.id);
    await expectOnlyExecutors(
      t.app,
      {
        method: "PUT",
        url: `/api/articles/${article.id}`,
        payload: { ...draftInput(), status: "published" },
      },
      tokens,
    );
    expect(await rowOf(article.id)).toEqual(before);
    expect(await auditOf(article.id)).toHaveLength(1);
  });

  it("publishes, edits, takes down and republishes; published_at is the first publication", async () => {
    const draft = await create();
    const put = async (change: object, token = tokens.executor) => {
      const response = await send("PUT", `/api/articles/${draft.id}`, token, {
        ...draftInput(),
        ...change,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ExecutorArticle;
    };

    const published = await put({ status: "published" });
    expect(published.published_at).not.toBeNull();
    expect(await publicStatus(draft.id)).toBe(200);

    const edited = await put({ status: "published", title: "Новый заголовок" }, tokens.admin);
    expect(edited).toMatchObject({
      title: "Новый заголовок",
      published_at: published.published_at,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(published.updated_at));

    const takenDown = await put({ status: "draft" });
    expect(takenDown).toMatchObject({ status: "draft", published_at: published.published_at });
    expect(await publicStatus(draft.id)).toBe(404);

    const again = await put({ status: "published" });
    expect(again.published_at).toBe(published.published_at);

    const entries = await auditOf(draft.id);
    expect(
      entries.map((e) => [e.action, e.actorEmail, e.before?.status ?? null, e.after?.status]),
    ).toEqual([
      ["create", "executor@demo.ru", null, "draft"],
      ["publish", "executor@demo.ru", "draft", "published"],
      ["update", "admin@example.ru", "published", "published"],
      ["unpublish", "executor@demo.ru", "published", "draft"],
      ["publish", "executor@demo.ru", "draft", "published"],
    ]);
    expect(entries[2]?.before).toMatchObject({ title: "Как вернуть товар" });
    expect(entries[2]?.after).toMatchObject({ title: "Новый заголовок" });
  });

  it("cleans the body on every save", async () => {
    const article = await create();
    const response = await send("PUT", `/api/articles/${article.id}`, tokens.executor, {
      ...draftInput(),
      content: '<p>Ок<img src=x onerror=alert(1)></p><a href="&#106;avascript:alert(1)">x</a>',
    });
    expect(response.json().content).toBe('<p>Ок</p><a rel="noopener noreferrer">x</a>');
  });

  it.each([
    [{ title: "" }, ARTICLE_INPUT_TEXTS.titleRequired],
    [{ content: "<script>x</script>" }, ARTICLE_INPUT_TEXTS.contentEmptyAfterCleaning],
    [{ status: "hidden" }, ARTICLE_INPUT_TEXTS.statusInvalid],
  ])("refuses %j with its Russian text and changes nothing", async (change, detail) => {
    const article = await create();
    const before = await rowOf(article.id);
    const response = await send("PUT", `/api/articles/${article.id}`, tokens.executor, {
      ...draftInput(),
      status: "published",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await rowOf(article.id)).toEqual(before);
    expect(await auditOf(article.id)).toHaveLength(1);
  });

  it("answers 404 in Russian for an unknown article and 400 for a malformed id", async () => {
    const missing = await send("PUT", "/api/articles/987654", tokens.executor, draftInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ARTICLE_TEXTS.notFound });
    const malformed = await send("PUT", "/api/articles/x1", tokens.executor, draftInput());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "Некорректный идентификатор" });
  });
});

describe("DELETE /api/articles/{id}", () => {
  it("is for executors and admins only, and a refused call changes nothing", async () => {
    const article = await create();
    const before = await rowOf(article.id);
    await expectOnlyExecutors(
      t.app,
      { method: "DELETE", url: `/api/articles/${article.id}` },
      tokens,
    );
    expect(await rowOf(article.id)).toEqual(before);
  });

  it.each(["executor", "admin"] as const)("the %s deletes an article, audited", async (who) => {
    const article = await create({ ...draftInput(), status: "published" });
    const response = await send("DELETE", `/api/articles/${article.id}`, tokens[who]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await rowOf(article.id)).toBeUndefined();
    expect(await publicStatus(article.id)).toBe(404);
    const entries = await auditOf(article.id);
    expect(entries.at(-1)).toMatchObject({ action: "delete", before: article, after: null });

    const again = await send("DELETE", `/api/articles/${article.id}`, tokens[who]);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: ARTICLE_TEXTS.notFound });
  });
});
