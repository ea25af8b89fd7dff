import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/service-schemas.ts";
import { payments } from "../../db/schema/payments.ts";
import type { ProviderPayment } from "../../platform/payments/payment-provider.ts";
import { createPaymentOk } from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { paymentContextOf } from "./payment-context.ts";
import { applyProviderState } from "./payment-status.ts";

/**
 * What a provider may say that we must not apply: a stale read that goes backwards, and a payment
 * that is not the one we asked for (another amount, currency or owner).
 */
let t: TestApp;
let service: Service;

beforeAll(async () => {
  t = await buildTestApp();
  const list = (await t.app.inject({ url: "/api/services" })).json() as Service[];
  const payable = list.find((item) => item.category !== "auto" && item.base_price > 0);
  if (!payable) throw new Error("no payable demo service");
  service = payable;
});
afterAll(() => t.close());

async function freshPayment() {
  const created = await createPaymentOk(t.app, {
    service_id: service.id,
    amount: service.base_price,
  });
  const [row] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));
  if (!row) throw new Error("payment row missing");
  return row;
}

const remoteOf = (
  row: Awaited<ReturnType<typeof freshPayment>>,
  patch: Partial<ProviderPayment>,
): ProviderPayment => ({
  id: row.providerPaymentId ?? "",
  status: "pending",
  amountKopecks: row.amountKopecks,
  currency: "RUB",
  metadata: { payment_id: row.id },
  confirmationUrl: null,
  ...patch,
});

describe("applying what the provider says", () => {
  it("moves forward once; a stale «pending» or a late «canceled» after success changes nothing", async () => {
    const ctx = paymentContextOf(t.app);
    const row = await freshPayment();
    const paid = await applyProviderState(ctx, row, remoteOf(row, { status: "succeeded" }));
    expect(paid.status).toBe("succeeded");
    for (const status of ["pending", "canceled", "succeeded"] as const) {
      const after = await applyProviderState(ctx, paid, remoteOf(row, { status }));
      expect(after.status).toBe("succeeded");
      expect(after.paidAt).toEqual(paid.paidAt);
    }
    const refunded = await applyProviderState(ctx, paid, remoteOf(row, { status: "refunded" }));
    expect(refunded.status).toBe("refunded");
    const revived = await applyProviderState(ctx, refunded, remoteOf(row, { status: "succeeded" }));
    expect(revived.status).toBe("refunded");
  });

  it("a canceled payment is never revived", async () => {
    const ctx = paymentContextOf(t.app);
    const row = await freshPayment();
    const canceled = await applyProviderState(ctx, row, remoteOf(row, { status: "canceled" }));
    expect(canceled.status).toBe("canceled");
    const after = await applyProviderState(ctx, canceled, remoteOf(row, { status: "succeeded" }));
    expect(after.status).toBe("canceled");
    expect(after.paidAt).toBeNull();
  });

  it("a provider payment with another amount, currency or owner is not applied", async () => {
    const ctx = paymentContextOf(t.app);
    const row = await freshPayment();
    const wrong: Partial<ProviderPayment>[] = [
      { amountKopecks: row.amountKopecks - 100 },
      { currency: "USD" },
      { metadata: { payment_id: "someone-else" } },
      { metadata: {} },
    ];
    for (const patch of wrong) {
      const after = await applyProviderState(
        ctx,
        row,
        remoteOf(row, { status: "succeeded", ...patch }),
      );
      expect(after.status, JSON.stringify(patch)).toBe("pending");
    }
  });

  it("two racing applications of one success change the row once", async () => {
    const ctx = paymentContextOf(t.app);
    const row = await freshPayment();
    const results = await Promise.all(
      [1, 2, 3].map(() => applyProviderState(ctx, row, remoteOf(row, { status: "succeeded" }))),
    );
    expect(results.every((result) => result.status === "succeeded")).toBe(true);
    const paidAts = new Set(results.map((result) => result.paidAt?.toISOString()));
    expect(paidAts.size).toBe(1);
  });
});
