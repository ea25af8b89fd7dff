import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_MODE_BANNER_TEXT } from "../../domain/payments/test-mode.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "legal-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
  writeFileSync(path.join(dist, "assets", "main-abc123.js"), "console.log(1)");
  t = await buildTestApp({ seedDemo: false, webDistDir: dist });
});
afterAll(() => t.close());

describe("serving the SPA", () => {
  it("answers client routes with index.html, never cached", async () => {
    for (const url of ["/", "/services", "/login?x=1", "/executor-dashboard", "/chat/7"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers an address the SPA has no page for with its page, 404 and noindex", async () => {
    for (const url of ["/no-such-page", "/articles/12?x=1", "/services/abc", "/dashboard/x"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("serves hashed assets for a year", async () => {
    const response = await t.app.inject({ url: "/assets/main-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("answers a missing asset or API path with 404, not the page", async () => {
    for (const url of ["/assets/old-chunk-000.js", "/favicon.ico", "/api/unknown"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Не найдено" });
    }
  });

  it("sends security headers with a strict script policy", async () => {
    const response = await t.app.inject({ url: "/" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the test-mode strip in the page's first HTML", () => {
  const strip = `<aside aria-label="${TEST_MODE_BANNER_TEXT}"`;

  it("starts every page while the sandbox takes the payments", async () => {
    for (const url of ["/", "/login", "/executor-dashboard"]) {
      const body = (await t.app.inject({ url, headers: { "accept-encoding": "identity" } })).body;
      expect(body).toContain(`<div id=root>${strip}`);
    }
  });

  it("is not there with a real provider", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "legal-dist-"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
    const real = await buildTestApp({
      seedDemo: false,
      webDistDir: dist,
      env: {
        PAYMENT_PROVIDER: "yookassa",
        YOOKASSA_SHOP_ID: "1",
        YOOKASSA_SECRET_KEY: "k",
        PUBLIC_URL: "http://localhost",
      },
    });
    try {
      const body = (await real.app.inject({ url: "/", headers: { "accept-encoding": "identity" } }))
        .body;
      expect(body).toContain("<div id=root>");
      expect(body).not.toContain(strip);
    } finally {
      await real.close();
    }
  });
});
