import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { securityHeadersOf } from "./security-headers.ts";

/**
 * The security headers (issue 49 §2: computed once, not per request) on every kind of answer: a
 * route's, a 404, a refusal; a route's own Content-Security-Policy still wins.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe("the security headers", () => {
  it("are helmet's for the options, as plain lower-case headers", () => {
    const headers = securityHeadersOf({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    });
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it("go with a route's answer, a 404 and a refusal alike", async () => {
    for (const url of ["/api/health", "/api/no-such-route", "/api/executor/staff"]) {
      const response = await t.app.inject({ url });
      expect(response.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["strict-transport-security"], url).toMatch(/^max-age=/);
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    }
  });
});
