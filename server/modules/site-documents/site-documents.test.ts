import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDocumentVersions } from "../../db/schema/content.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

describe("GET /api/site-documents", () => {
  it("serves the offer and the policy with a separate 152-FZ consent", async () => {
    const docs = (await t.app.inject({ url: "/api/site-documents" })).json();
    expect(docs.offer).toContain("оферт");
    expect(docs.offer.length).toBeGreaterThan(3000);
    expect(docs.privacy_policy).toContain("152-ФЗ");
    expect(docs.privacy_policy).toMatch(/согласие на обработку персональных данных/i);
  });

  it("falls back to the spec's texts when a document is missing", async () => {
    await t.db.delete(siteDocumentVersions);
    const docs = (await t.app.inject({ url: "/api/site-documents" })).json();
    expect(docs).toEqual({
      offer: "Оферта временно недоступна",
      privacy_policy: "Политика обработки персональных данных временно недоступна",
    });
  });
});
