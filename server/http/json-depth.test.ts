import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { JSON_MAX_DEPTH, JSON_TOO_DEEP, jsonDepth } from "./json-depth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("JSON depth (issue 15 §4)", () => {
  it("measures without recursion, even a hundred thousand levels", () => {
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(JSON.parse(nested(100_000)))).toBe(JSON_MAX_DEPTH + 1);
  });

  it("refuses a body nested past the limit with 413 and a Russian detail, before anything runs", async () => {
    // 20,000 levels: 40 KB, under the body limit, so the depth rule is what answers.
    for (const depth of [JSON_MAX_DEPTH + 1, 20_000]) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: `{"email":${nested(depth - 1)}}`,
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.json().detail).toBe(JSON_TOO_DEEP);
    }
    // An ordinary body is judged by its form as before.
    const ordinary = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.ru", password: "wrong-password", login_type: "individual" },
    });
    expect(ordinary.statusCode).toBe(401);
  });
});
