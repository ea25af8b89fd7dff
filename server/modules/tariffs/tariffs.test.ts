import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

describe("GET /api/business-tariffs", () => {
  it("serves the cabinet's table (spec 3 §9) even without demo content", async () => {
    const tariffs = (
      await t.app.inject({ url: "/api/business-tariffs" })
    ).json() as BusinessTariff[];
    const byId = Object.fromEntries(tariffs.map((x) => [x.id, x]));
    expect(tariffs.map((x) => x.id)).toEqual(["silver", "gold", "platinum", "micro"]);
    expect(byId.silver).toMatchObject({
      price: 60000,
      consultation_hours: 5,
      documents_per_month: 12,
      task_hours: 48,
      court_price: 10000,
      trip_price: 5000,
    });
    expect(byId.gold).toMatchObject({
      price: 130000,
      consultation_hours: 10,
      documents_per_month: 23,
      task_hours: 24,
      court_price: 10000,
      trip_price: 5000,
    });
    expect(byId.platinum).toMatchObject({
      price: 290000,
      consultation_hours: 25,
      documents_per_month: 60,
      task_hours: 12,
      court_price: 8000,
      trip_price: 3000,
    });
    expect(byId.micro).toMatchObject({
      name: "МикроБизнес",
      price: 30000,
      consultation_hours: 2,
      documents_per_month: 5,
      task_hours: 72,
      court_price: 12000,
      trip_price: 6000,
    });
    // The description is derived from the same fields, so the two readings cannot diverge.
    const micro = byId.micro!.description.join("\n").replace(/\s/g, " ");
    expect(micro).toContain("в течение 72 часов");
    expect(micro).toContain("Консультации до 2 часов в месяц");
    expect(micro).toContain("12 000 ₽ за заседание");
  });
});
