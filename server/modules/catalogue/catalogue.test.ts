import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import {
  autoLawyerChatPrice,
  RECOMMENDATIONS_MAX,
  SERVICE_CATEGORIES,
} from "../../../domain/catalogue/services.ts";
import { services } from "../../db/schema/catalogue.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getJson = async <T>(url: string) => {
  const response = await t.app.inject({ url });
  return { response, body: response.json() as T };
};

describe("GET /api/services", () => {
  it("lists the demo catalogue over every category, ordered, uncached", async () => {
    const { response, body } = await getJson<Service[]>("/api/services");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(body.length).toBeGreaterThanOrEqual(20);
    // Every category of spec 1; the form's newer «Семейное право» and «Трудовое право» have no
    // demo services yet.
    const demoCategories = SERVICE_CATEGORIES.filter((c) => c !== "family" && c !== "labor");
    expect(new Set(body.map((s) => s.category))).toEqual(new Set(demoCategories));
    const orders = body.map((s) => s.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.map((s) => s.slug)).toEqual(
      expect.arrayContaining(["contract-drafting", "lawsuit-drafting"]),
    );
  });

  it("hides an inactive service from the list and from its page", async () => {
    const { body } = await getJson<Service[]>("/api/services");
    const victim = body.at(-1)!;
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, victim.id));
    t.app.catalogueCache.invalidate(); // what the executor's service editor does after a write
    try {
      const after = await getJson<Service[]>("/api/services");
      expect(after.body.map((s) => s.id)).not.toContain(victim.id);
      const one = await t.app.inject({ url: `/api/services/${victim.id}` });
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ detail: "Услуга не найдена" });
    } finally {
      await t.db.update(services).set({ isActive: true }).where(eq(services.id, victim.id));
      t.app.catalogueCache.invalidate();
    }
  });

  it("answers a malformed id with a Russian 400", async () => {
    const response = await t.app.inject({ url: "/api/services/abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Некорректный идентификатор" });
  });
});

describe("GET /api/services/{id}/recommendations", () => {
  it("returns at most five active services, never the service itself", async () => {
    const { body: all } = await getJson<Service[]>("/api/services");
    let withRecommendations = 0;
    let without = 0;
    for (const service of all) {
      const { response, body } = await getJson<Service[]>(
        `/api/services/${service.id}/recommendations`,
      );
      expect(response.statusCode).toBe(200);
      expect(body.length).toBeLessThanOrEqual(RECOMMENDATIONS_MAX);
      expect(body.map((s) => s.id)).not.toContain(service.id);
      expect(body.every((s) => s.is_active)).toBe(true);
      if (body.length > 0) withRecommendations++;
      else without++;
    }
    expect(withRecommendations).toBeGreaterThan(10);
    expect(without).toBeGreaterThan(0);
  });

  it("404s for an unknown service", async () => {
    const response = await t.app.inject({ url: "/api/services/999999/recommendations" });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /api/auto-lawyer/services", () => {
  it("lists auto-lawyer services, never revealing a hidden price", async () => {
    const { body } = await getJson<Service[]>("/api/auto-lawyer/services");
    expect(body.length).toBeGreaterThanOrEqual(6);
    const hidden = body.find((s) => s.hide_full_service_price || s.hide_remote_price);
    expect(hidden).toBeDefined();
    if (hidden?.hide_full_service_price) expect(hidden.price_full_service).toBeNull();
    if (hidden?.hide_remote_price) expect(hidden.price_remote).toBeNull();
    expect(body.some((s) => s.price_full_service === null && s.price_remote === null)).toBe(true);
    expect(body.filter((s) => s.price_full_service && s.price_remote).length).toBeGreaterThan(3);

    const catalogue = (await getJson<Service[]>("/api/services")).body;
    for (const item of body) {
      const full = catalogue.find((s) => s.id === item.id)!;
      expect(full.category).toBe("auto");
      // The chat price rule (remote, else full, else 0) holds for visible prices.
      if (!full.hide_remote_price && !full.hide_full_service_price) {
        expect(full.base_price).toBe(autoLawyerChatPrice(full));
      }
    }
  });
});
