import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTINGS_KEY } from "../../domain/site-settings/site-settings.ts";
import { siteSettings } from "../db/schema/content.ts";
import { reviews } from "../db/schema/reviews.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { scriptSafeJson } from "./page-data.ts";

/**
 * `String.replace` reads `$\``, `$'`, `$&` and `$1` in its replacement string as "the text before",
 * "the text after", "the match" and "group 1": public text spliced into the page that way copied
 * the whole template into itself. Every splice takes a replacer function instead.
 */
const DOLLARS = "Цена $` до $' и $& или $1, $$ и $<name>";

const PAGE =
  '<!doctype html><html><head></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc123.js"></script></body></html>';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "legal-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), PAGE);
  t = await buildTestApp({ seedDemo: true, webDistDir: dist });
  await t.db.insert(reviews).values({
    clientName: "Клиент",
    rating: 5,
    comment: DOLLARS,
    serviceTitle: "Консультация",
    status: "approved",
  });
  const [row] = await t.db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  await t.db
    .update(siteSettings)
    .set({ value: { ...row!.value, company_name: DOLLARS } })
    .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
});
afterAll(() => t.close());

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("public text with $-patterns in the page's HTML", () => {
  it.each(["/", "/reviews", "/services"])(
    "%s has one root, one entry script, the text as written",
    async (url) => {
      const html = (await t.app.inject({ url, headers: { "accept-encoding": "identity" } })).body;
      expect(occurrences(html, '<div id="root">')).toBe(1);
      expect(occurrences(html, 'src="/assets/index-abc123.js"')).toBe(1);
      expect(occurrences(html, "<!doctype html>")).toBe(1);
      const carried = scriptSafeJson(JSON.stringify(DOLLARS).slice(1, -1));
      // The settings on every page, the review on those that list reviews.
      expect(occurrences(html, carried)).toBe(url === "/services" ? 1 : 2);
    },
  );
});
