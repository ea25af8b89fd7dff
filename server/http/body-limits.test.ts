import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_CONTENT_MAX } from "../../domain/articles/articles.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../test/back-office.ts";
import { bearer } from "../test/fixtures.ts";
import type { TestApp } from "../test/test-app.ts";
import { DEFAULT_BODY_LIMIT_BYTES, LONG_TEXT_BODY_LIMIT_BYTES } from "./body-limits.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const TOO_LARGE = "Слишком большой запрос";

/** A JSON body of exactly `bytes` bytes: one string field padded with ASCII. */
const bodyOfSize = (bytes: number, fields: Record<string, unknown> = {}) => {
  const empty = JSON.stringify({ ...fields, padding: "" });
  return JSON.stringify({ ...fields, padding: "x".repeat(bytes - empty.length) });
};

const post = (url: string, payload: string, token?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    payload,
  });

describe("request body limits per route (issue 15 §4)", () => {
  it("an ordinary form route reads up to 64 KB and answers 413 with a Russian detail past it", async () => {
    const login = {
      email: "nobody@example.ru",
      password: "wrong-password",
      login_type: "individual",
    };
    const fits = await post("/api/auth/login", bodyOfSize(DEFAULT_BODY_LIMIT_BYTES, login));
    expect(fits.statusCode).toBe(401);
    const over = await post("/api/auth/login", bodyOfSize(DEFAULT_BODY_LIMIT_BYTES + 1, login));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: TOO_LARGE });
  });

  it("an article route takes an article of the longest length, even in Cyrillic", async () => {
    // Two bytes a character: about 400 KB, far past the ordinary limit.
    const content = `<p>${"я".repeat(ARTICLE_CONTENT_MAX - 7)}</p>`;
    const created = await post(
      "/api/articles",
      JSON.stringify({ title: "Длинная статья", content, status: "draft" }),
      tokens.executor,
    );
    expect(created.statusCode).toBe(201);
    expect(Buffer.byteLength(created.payload)).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES);
  });

  it("and refuses a body past its own limit before reading it as an article", async () => {
    const fields = { title: "Слишком длинная", status: "draft" };
    const over = await post(
      "/api/articles",
      bodyOfSize(LONG_TEXT_BODY_LIMIT_BYTES + 1, fields),
      tokens.executor,
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: TOO_LARGE });
  });
});
