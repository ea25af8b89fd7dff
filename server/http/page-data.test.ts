import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INITIAL_DATA_ELEMENT_ID } from "../../domain/site-pages/initial-data.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { scriptSafeJson } from "./page-data.ts";

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "legal-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div></body>");
  t = await buildTestApp({ seedDemo: true, webDistDir: dist });
});
afterAll(() => t.close());

/** The API answers a page carries, as the SPA reads them. */
async function carried(url: string, status = 200): Promise<Record<string, unknown>> {
  const response = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
  expect(response.statusCode).toBe(status);
  const match = new RegExp(
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`,
    "s",
  ).exec(response.body);
  expect(match, `${url} carries no data`).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const api = async (url: string) => (await t.app.inject({ url: `/api${url}` })).json();

describe("a page carries the API answers of its first screen", () => {
  it("the catalogue page carries the catalogue and the site settings, as the API answers them", async () => {
    const data = await carried("/services");
    expect(Object.keys(data).sort()).toEqual([
      "/auto-lawyer/services",
      "/payments/settings",
      "/services",
      "/site-settings",
    ]);
    expect(data["/services"]).toEqual(await api("/services"));
    expect((data["/services"] as unknown[]).length).toBeGreaterThan(0);
    expect(data["/site-settings"]).toEqual(await api("/site-settings"));
  });

  it("the home page carries the services, the business plans, the reviews and the trusted clients", async () => {
    const data = await carried("/");
    expect(Object.keys(data).sort()).toEqual([
      "/auto-lawyer/services",
      "/business-tariffs",
      "/payments/settings",
      "/reviews",
      "/services",
      "/site-settings",
      "/trusted-clients",
    ]);
    expect(data["/reviews"]).toEqual(await api("/reviews"));
    expect(data["/business-tariffs"]).toEqual(await api("/business-tariffs"));
    expect(data["/trusted-clients"]).toEqual(await api("/trusted-clients"));
  });

  it("the contract and lawsuit kinds carry the catalogue, whose service they offer", async () => {
    for (const page of ["/contract-types", "/lawsuit-types"]) {
      expect(Object.keys(await carried(page)).sort()).toEqual([
        "/auto-lawyer/services",
        "/payments/settings",
        "/services",
        "/site-settings",
      ]);
    }
  });

  it("a service's and an article's page carry their item, so the server renders it", async () => {
    const [service] = (await api("/services")) as { id: number }[];
    const servicePage = await carried(`/services/${service!.id}`);
    expect(Object.keys(servicePage).sort()).toEqual([
      "/auto-lawyer/services",
      "/payments/settings",
      `/services/${service!.id}`,
      `/services/${service!.id}/recommendations`,
      "/site-settings",
    ]);
    expect(servicePage[`/services/${service!.id}`]).toEqual(await api(`/services/${service!.id}`));
    // Its recommendations too: the server renders them as links (web/entry-server.tsx).
    expect(servicePage[`/services/${service!.id}/recommendations`]).toEqual(
      await api(`/services/${service!.id}/recommendations`),
    );
    const articles = (await api("/articles")) as { items?: { id: number }[] } | { id: number }[];
    const [article] = Array.isArray(articles) ? articles : (articles.items ?? []);
    const articlePage = await carried(`/articles/${article!.id}`);
    expect(articlePage[`/articles/${article!.id}`]).toEqual(await api(`/articles/${article!.id}`));
    // A missing one answers 404 and carries nothing of it.
    expect(Object.keys(await carried("/services/999999", 404))).not.toContain("/services/999999");
  });

  it("other pages carry only every page's answers (settings, the floating auto-lawyer's services), the not-found page too", async () => {
    const everyPage = ["/auto-lawyer/services", "/payments/settings", "/site-settings"];
    expect(Object.keys(await carried("/password-reset")).sort()).toEqual(everyPage);
    // The login and registration forms: whether «Войти с Яндекс ID» is offered.
    expect(Object.keys(await carried("/login")).sort()).toEqual(["/auth/methods", ...everyPage]);
    expect((await carried("/about"))["/auto-lawyer/services"]).toEqual(
      await api("/auto-lawyer/services"),
    );
    // Its header and footer name the site's contacts as every page's do.
    expect(Object.keys(await carried("/no-such-page", 404)).sort()).toEqual(everyPage);
  });

  it("data can never end the script element early", () => {
    const json = JSON.stringify({ title: "</script><script>alert(1)</script><!--" });
    const safe = scriptSafeJson(json);
    expect(safe).not.toContain("<");
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});
