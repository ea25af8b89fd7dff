import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_NAMES } from "../../../domain/day-keys.ts";
import { roublesToKopecks } from "../../../domain/money.ts";
import type {
  BusinessTariffStats,
  EarningsStats,
  MonthlyEarnings,
} from "../../../domain/payments/payment-schemas.ts";
import { type PaymentState, RECENT_PURCHASES_LIMIT } from "../../../domain/payments/payments.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { payments } from "../../db/schema/payments.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { earningsStats, monthlyEarnings } from "./earnings-service.ts";
import { businessTariffStats } from "./tariff-stats-service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Each group below pays in its own years (2026, 2024–2025, 2022, 2021), so the groups never see
 * each other's payments on the shared database of this file.
 */
async function pay(input: {
  roubles: number;
  status: PaymentState;
  paidAt: string | null;
  createdAt?: string;
  planType?: string;
}) {
  const id = randomUUID();
  await t.db.insert(payments).values({
    id,
    provider: "sandbox",
    amountKopecks: roublesToKopecks(input.roubles),
    description: "Тестовый платёж",
    serviceType: input.planType ? "business_tariff" : "chat",
    payerName: "Тестовый Клиент",
    payerEmail: "payer@example.ru",
    returnUrl: "/payment/result",
    status: input.status,
    paidAt: input.paidAt === null ? null : new Date(input.paidAt),
    createdAt: new Date(input.createdAt ?? input.paidAt ?? "2020-01-01T00:00:00Z"),
    planType: input.planType ?? null,
  });
  return id;
}

const paid = (roubles: number, paidAt: string) => pay({ roubles, status: "succeeded", paidAt });

describe("earnings by Moscow calendar days", () => {
  beforeAll(async () => {
    await paid(1500.5, "2026-03-01T21:00:00Z"); // Mon 2 March 00:00:00 MSK
    await paid(0.25, "2026-03-02T09:59:59Z"); // Mon 2 March 12:59:59 MSK
    await paid(100.1, "2026-03-01T20:59:59Z"); // Sun 1 March 23:59:59 MSK
    await paid(200.2, "2026-02-28T21:00:00Z"); // Sun 1 March 00:00:00 MSK (still 28 Feb in UTC)
    await paid(400, "2026-02-28T20:59:59Z"); // Sat 28 Feb 23:59:59 MSK
    await paid(25, "2026-02-22T21:00:00Z"); // Mon 23 Feb 00:00:00 MSK
    await paid(50, "2026-02-22T20:59:59Z"); // Sun 22 Feb 23:59:59 MSK
    await paid(800, "2026-03-02T10:00:01Z"); // after the first `now`
    // Money that is not earnings, all "paid" today by their timestamp.
    await pay({ roubles: 1000, status: "canceled", paidAt: "2026-03-02T08:00:00Z" });
    await pay({ roubles: 2000, status: "pending", paidAt: "2026-03-02T08:00:00Z" });
    await pay({ roubles: 4000, status: "refunded", paidAt: "2026-03-02T08:00:00Z" });
    await pay({ roubles: 8000, status: "pending", paidAt: null });
  });

  it("on a Monday: today and the week start at Moscow midnight, in kopecks exactly", async () => {
    const stats = await earningsStats(t.db, new Date("2026-03-02T10:00:00Z"));
    expect(stats).toEqual<EarningsStats>({
      today: { amount: 1500.75, count: 2 },
      yesterday: { amount: 300.3, count: 2 },
      week: { amount: 1500.75, count: 2 },
      month: { amount: 1801.05, count: 4 },
    });
  });

  it("on a Sunday night: yesterday and the week reach back into February", async () => {
    const stats = await earningsStats(t.db, new Date("2026-03-01T20:59:59Z"));
    expect(stats).toEqual<EarningsStats>({
      today: { amount: 300.3, count: 2 },
      yesterday: { amount: 400, count: 1 },
      week: { amount: 725.3, count: 4 },
      month: { amount: 300.3, count: 2 },
    });
  });

  it("a quiet day answers zeros", async () => {
    const zero = { amount: 0, count: 0 };
    const stats = await earningsStats(t.db, new Date("2026-06-15T12:00:00Z"));
    expect(stats).toEqual({ today: zero, yesterday: zero, week: zero, month: zero });
  });
});

describe("monthly earnings of a Moscow year", () => {
  beforeAll(async () => {
    await paid(900, "2023-12-31T20:59:59Z"); // 31 Dec 2023 MSK
    await paid(1000, "2023-12-31T21:00:00Z"); // 1 Jan 2024 00:00 MSK
    await paid(0.1, "2024-01-31T20:59:59Z"); // 31 Jan 23:59:59 MSK
    await paid(0.2, "2024-01-31T21:00:00Z"); // 1 Feb 00:00 MSK
    await paid(500, "2024-12-31T20:59:59Z"); // 31 Dec 2024 23:59:59 MSK
    await paid(700, "2024-12-31T21:00:00Z"); // 1 Jan 2025 00:00 MSK
    await pay({ roubles: 3000, status: "refunded", paidAt: "2024-06-10T10:00:00Z" });
    await pay({ roubles: 3000, status: "canceled", paidAt: "2024-07-10T10:00:00Z" });
    await pay({ roubles: 3000, status: "pending", paidAt: "2024-08-10T10:00:00Z" });
  });

  const month = (number: number, amount = 0, count = 0) => ({
    month: number,
    month_name: MONTH_NAMES[number - 1]!,
    amount,
    count,
  });

  it("lists all twelve months with Moscow month boundaries", async () => {
    const earnings = await monthlyEarnings(t.db, new Date("2026-03-02T10:00:00Z"), 2024);
    expect(earnings).toEqual<MonthlyEarnings>({
      year: 2024,
      total_amount: 1500.3,
      total_count: 4,
      monthly_breakdown: [
        month(1, 1000.1, 2),
        month(2, 0.2, 1),
        ...[3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => month(n)),
        month(12, 500, 1),
      ],
    });
    expect(earnings.monthly_breakdown.map((m) => m.month_name)).toEqual([...MONTH_NAMES]);
  });

  it("defaults to the Moscow year of now, which starts three hours before the UTC one", async () => {
    const earnings = await monthlyEarnings(t.db, new Date("2024-12-31T21:30:00Z"));
    expect(earnings.year).toBe(2025);
    expect(earnings.total_amount).toBe(700);
    expect(earnings.monthly_breakdown[0]).toEqual(month(1, 700, 1));
  });
});

describe("business-tariff statistics", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const purchase = (planType: string, roubles: number, status: PaymentState, day: number) =>
      pay({
        planType,
        roubles,
        status,
        createdAt: `2022-05-${String(day).padStart(2, "0")}T10:00:00Z`,
        paidAt: status === "pending" || status === "canceled" ? null : `2022-05-${day}T10:05:00Z`,
      });
    ids.silver = await purchase("silver", 60_000, "succeeded", 10);
    ids.silverWithKopecks = await purchase("silver", 60_000.5, "succeeded", 11);
    ids.gold = await purchase("gold", 130_000, "succeeded", 12);
    ids.goldRefunded = await purchase("gold", 130_000, "refunded", 13);
    ids.platinumPending = await purchase("platinum", 290_000, "pending", 14);
    ids.microCanceled = await purchase("micro", 30_000, "canceled", 15);
    ids.gone = await purchase("bronze", 1_000, "succeeded", 16);
    // A paid chat is not a tariff purchase.
    await pay({ roubles: 5_000, status: "succeeded", paidAt: "2022-05-20T10:00:00Z" });
  });

  it("counts and sums paid purchases only, with a card for every tariff", async () => {
    const stats = await businessTariffStats(t.db);
    expect(stats.total_purchases).toBe(4);
    expect(stats.total_revenue).toBe(251_000.5);
    expect(stats.tariff_stats).toEqual<BusinessTariffStats["tariff_stats"]>({
      silver: { name: "Silver", count: 2, revenue: 120_000.5 },
      gold: { name: "Gold", count: 1, revenue: 130_000 },
      platinum: { name: "Platinum", count: 0, revenue: 0 },
      micro: { name: "МикроБизнес", count: 0, revenue: 0 },
    });
  });

  it("lists recent purchases of every status, newest first", async () => {
    const { recent_purchases: recent } = await businessTariffStats(t.db);
    expect(recent.map((p) => [p.id, p.tariff_name, p.amount, p.payment_status])).toEqual([
      [ids.gone, "bronze", 1_000, "succeeded"],
      [ids.microCanceled, "МикроБизнес", 30_000, "canceled"],
      [ids.platinumPending, "Platinum", 290_000, "pending"],
      [ids.goldRefunded, "Gold", 130_000, "refunded"],
      [ids.gold, "Gold", 130_000, "succeeded"],
      [ids.silverWithKopecks, "Silver", 60_000.5, "succeeded"],
      [ids.silver, "Silver", 60_000, "succeeded"],
    ]);
    expect(recent[0]?.created_at).toBe("2022-05-16T10:00:00.000Z");
  });

  it(`keeps only the newest ${RECENT_PURCHASES_LIMIT}`, async () => {
    const newer: string[] = [];
    for (let minute = 0; minute < RECENT_PURCHASES_LIMIT; minute++) {
      const createdAt = new Date(Date.UTC(2022, 5, 1, 10, minute)).toISOString();
      newer.unshift(
        await pay({
          planType: "micro",
          roubles: 30_000,
          status: "pending",
          createdAt,
          paidAt: null,
        }),
      );
    }
    const stats = await businessTariffStats(t.db);
    expect(stats.recent_purchases.map((p) => p.id)).toEqual(newer);
    expect(stats.total_purchases).toBe(4);
  });
});

describe("who may read the statistics", () => {
  const urls = [
    "/api/executor/earnings/stats",
    "/api/executor/earnings/monthly",
    "/api/business-tariffs/stats",
  ];

  it("asks a visitor to sign in and refuses a client", async () => {
    const { token } = await registerClient(t.app);
    for (const url of urls) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toEqual({ detail: AUTH_TEXTS.notAuthenticated });
      const client = await t.app.inject({ url, headers: bearer(token) });
      expect(client.statusCode, url).toBe(403);
      expect(client.json(), url).toEqual({ detail: AUTH_TEXTS.forbidden });
    }
  });

  it("answers the executor with the figures of the services", async () => {
    const executor = bearer(await executorToken(t.app));
    await paid(99.99, "2021-04-30T21:00:00Z"); // 1 May 2021 MSK
    const monthly = await t.app.inject({
      url: "/api/executor/earnings/monthly?year=2021",
      headers: executor,
    });
    expect(monthly.statusCode).toBe(200);
    const body = monthly.json() as MonthlyEarnings;
    expect([body.year, body.total_amount, body.total_count]).toEqual([2021, 99.99, 1]);
    expect(body.monthly_breakdown[4]).toEqual({
      month: 5,
      month_name: "Май",
      amount: 99.99,
      count: 1,
    });

    const tariffs = await t.app.inject({ url: "/api/business-tariffs/stats", headers: executor });
    expect(tariffs.statusCode).toBe(200);
    expect(tariffs.json()).toEqual(await businessTariffStats(t.db));

    const stats = await t.app.inject({ url: "/api/executor/earnings/stats", headers: executor });
    expect(stats.statusCode).toBe(200);
    expect(Object.keys(stats.json() as EarningsStats)).toEqual([
      "today",
      "yesterday",
      "week",
      "month",
    ]);
  });

  it("refuses a year outside the schema's range", async () => {
    const executor = bearer(await executorToken(t.app));
    const response = await t.app.inject({
      url: "/api/executor/earnings/monthly?year=1999",
      headers: executor,
    });
    expect(response.statusCode).toBe(400);
  });
});
