import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { payments } from "../../db/schema/payments.ts";
import type { PaymentProvider, ProviderPayment } from "../../platform/payments/payment-provider.ts";
import { executorToken, openClientChat } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  createPaymentRequest,
  decideInSandbox,
  payableService,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { paymentContextOf } from "./payment-context.ts";
import { reconcilePendingPayments } from "./payment-service.ts";
import { applyProviderState } from "./payment-status.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";

/**
 * What a provider may say that we must not apply: a stale read that goes backwards, and a payment
 * that is not the one we asked for (another amount, currency or owner).
 */
let t: TestApp;
let service: Service;

beforeAll(async () => {
  t = await buildTestApp();
  service = await payableService(t.app);
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
  row: typeof payments.$inferSelect,
  patch: Partial<ProviderPayment>,
): ProviderPayment => ({
  id: row.providerPaymentId ?? "",
  status: "pending",
  amountKopecks: row.amountKopecks,
  currency: "RUB",
  metadata: { payment_id: row.id },
  confirmationUrl: null,
  paidAt: null,
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

describe("a refund of one of two payments of a chat", () => {
  it("leaves the chat paid while the other payment stands", async () => {
    const ctx = paymentContextOf(t.app);
    const client = await registerClient(t.app);
    const executor = await executorToken(t.app);
    const chat = await openClientChat(t.app, client.token);
    // Two requests, each paid (one request is paid once at a time: issue 43 §4).
    const paid = [];
    for (const [amount, key] of [
      [1000, "refund-one-a"],
      [500, "refund-one-b"],
    ] as const) {
      const request = await requestPaymentInChat(t.app, executor, chat.id, amount);
      const { payment_id: id } = await createPaymentOk(t.app, chatPaymentBody(request), {
        token: client.token,
        key,
      });
      const [row] = await t.db
        .select()
        .from(payments)
        .where(inArray(payments.id, [id]));
      if (!row) throw new Error("no payment");
      paid.push(await applyProviderState(ctx, row, remoteOf(row, { status: "succeeded" })));
    }
    const [first] = paid;
    if (!first) throw new Error("no payment");
    await applyProviderState(ctx, first, remoteOf(first, { status: "refunded" }));
    const session = (
      await t.app.inject({ url: `/api/chat/sessions/${chat.id}`, headers: bearer(client.token) })
    ).json();
    expect(session.payment_status).toBe("paid");
  });
});

describe("reconciliation", () => {
  const insertPending = (values: Partial<typeof payments.$inferInsert>) =>
    t.db
      .insert(payments)
      .values({
        id: randomUUID(),
        provider: "sandbox",
        amountKopecks: 10_000,
        description: "Тест",
        serviceType: "services",
        payerName: "Тест",
        payerEmail: "test@example.ru",
        returnUrl: "http://localhost/payment/result",
        ...values,
      })
      .returning();

  it("cancels what can never be paid and leaves a create that may still be running", async () => {
    const ctx = paymentContextOf(t.app);
    const now = Date.now();
    const [switched] = await insertPending({
      provider: "yookassa",
      providerPaymentId: "2f0e0000-000f-5000-8000-00000000aaaa",
      createdAt: new Date(now - 5 * 60_000),
    });
    const [dead] = await insertPending({ createdAt: new Date(now - 20 * 60_000) });
    const [young] = await insertPending({ createdAt: new Date(now - 2 * 60_000) });
    await reconcilePendingPayments(ctx);
    const statusOf = async (id: string | undefined) =>
      (
        await t.db
          .select()
          .from(payments)
          .where(eq(payments.id, id ?? ""))
      )[0];
    expect(await statusOf(switched?.id)).toMatchObject({
      status: "canceled",
      cancellationReason: "provider_changed",
    });
    expect(await statusOf(dead?.id)).toMatchObject({
      status: "canceled",
      cancellationReason: "not_created_at_provider",
    });
    expect((await statusOf(young?.id))?.status).toBe("pending");
  });
});

describe("the browser's Idempotence-Key", () => {
  it("answers the same payment while it is pending, and a new one once it was canceled", async () => {
    const body = { service_id: service.id, amount: service.base_price };
    const first = await createPaymentOk(t.app, body, { key: "back-button-key" });
    expect(await createPaymentOk(t.app, body, { key: "back-button-key" })).toEqual(first);
    await decideInSandbox(t.app, first.confirmation_url, "cancel");
    const again = await createPaymentOk(t.app, body, { key: "back-button-key" });
    expect(again.payment_id).not.toBe(first.payment_id);
  });
});

describe("a create that loses the race with the reconciliation pass", () => {
  it("gives the payer no address to pay and answers 502", async () => {
    let sandboxCreate: PaymentProvider["create"] = async () => {
      throw new Error("not set");
    };
    const racing: PaymentProvider = {
      name: "sandbox",
      async create(payment) {
        // Meanwhile another instance gave up on our record.
        await other.db
          .update(payments)
          .set({ status: "canceled", cancellationReason: "not_created_at_provider" })
          .where(eq(payments.id, payment.idempotenceKey));
        return sandboxCreate(payment);
      },
      get: async () => null,
      refund: async () => {
        throw new Error("not in this test");
      },
      getRefund: async () => null,
    };
    const other = await buildTestApp({ paymentProvider: racing });
    try {
      sandboxCreate = createSandboxProvider(other.db).create;
      const response = await createPaymentRequest(other.app, {
        service_id: service.id,
        amount: service.base_price,
      });
      expect(response.statusCode).toBe(502);
      const rows = await other.db.select().from(payments);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "canceled", confirmationUrl: null });
    } finally {
      await other.close();
    }
  });
});
