import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "../../../domain/money.ts";
import type {
  BusinessTariffStats,
  EarningsStats,
} from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  decideInSandbox,
  paymentOf,
} from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const asExecutor = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: bearer(tokens.executor) });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};
const tariffStats = () => asExecutor<BusinessTariffStats>("/api/business-tariffs/stats");
const earnings = () => asExecutor<EarningsStats>("/api/executor/earnings/stats");
const silver = async () =>
  ((await t.app.inject({ url: "/api/business-tariffs" })).json() as BusinessTariff[]).find(
    (tariff) => tariff.id === "silver",
  )!;

/** Buys the Silver tariff through the sandbox checkout as a guest would. */
async function buySilver(amount: number) {
  const created = await createPaymentOk(t.app, { plan_type: "silver", amount });
  const paid = await decideInSandbox(t.app, created.confirmation_url, "pay");
  expect(paid.statusCode).toBe(200);
  return created.payment_id;
}

describe("a purchase keeps the price it was bought at", () => {
  it("a price change leaves the bought tariff and the earnings alone; the next purchase pays the new price", async () => {
    const oldPrice = (await silver()).price;
    expect(oldPrice).toBe(60000);
    const statsBefore = await tariffStats();
    const earningsBefore = await earnings();

    const firstId = await buySilver(oldPrice);

    const { id: _id, sort_order: _s, description: _d, ...form } = await silver();
    const newPrice = 65000.5;
    const edited = await t.app.inject({
      method: "PUT",
      url: "/api/executor/business-tariffs/silver",
      headers: bearer(tokens.executor),
      payload: { ...form, price: newPrice },
    });
    expect(edited.statusCode).toBe(200);
    expect((await silver()).price).toBe(newPrice);

    // The bought one: its payment, the tariff statistics and the earnings still say 60 000.
    expect(await paymentOf(t.app, firstId)).toMatchObject({
      status: "succeeded",
      amount: oldPrice,
      plan_type: "silver",
    });
    const statsAfterEdit = await tariffStats();
    expect(statsAfterEdit.recent_purchases.find((p) => p.id === firstId)).toMatchObject({
      amount: oldPrice,
      payment_status: "succeeded",
    });
    expect(statsAfterEdit.tariff_stats.silver).toMatchObject({
      count: (statsBefore.tariff_stats.silver?.count ?? 0) + 1,
      revenue: (statsBefore.tariff_stats.silver?.revenue ?? 0) + oldPrice,
    });
    expect(statsAfterEdit.total_revenue).toBe(statsBefore.total_revenue + oldPrice);
    const earningsAfterEdit = await earnings();
    expect(earningsAfterEdit.today).toEqual({
      amount: earningsBefore.today.amount + oldPrice,
      count: earningsBefore.today.count + 1,
    });

    // A browser still holding the old price is told the price changed; the new one is charged.
    const stale = await createPaymentRequest(t.app, { plan_type: "silver", amount: oldPrice });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toContain("Стоимость изменилась");
    expect(stale.json().detail).toBe(PAYMENT_TEXTS.amountChanged(formatAmount(newPrice)));

    const secondId = await buySilver(newPrice);
    expect(await paymentOf(t.app, secondId)).toMatchObject({
      status: "succeeded",
      amount: newPrice,
    });
    expect(await paymentOf(t.app, firstId)).toMatchObject({ amount: oldPrice });
    const statsAfter = await tariffStats();
    expect(statsAfter.tariff_stats.silver?.revenue).toBe(
      (statsBefore.tariff_stats.silver?.revenue ?? 0) + oldPrice + newPrice,
    );
    expect(statsAfter.recent_purchases.find((p) => p.id === firstId)?.amount).toBe(oldPrice);
    expect(statsAfter.recent_purchases.find((p) => p.id === secondId)?.amount).toBe(newPrice);
    expect((await earnings()).today.amount).toBe(earningsBefore.today.amount + oldPrice + newPrice);
  });
});
