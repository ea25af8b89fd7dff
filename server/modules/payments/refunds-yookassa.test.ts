import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { Refund } from "../../../domain/payments/refund-schemas.ts";
import { REFUND_TEXTS as T } from "../../../domain/payments/refunds.ts";
import { paymentRefunds, payments } from "../../db/schema/payments.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import {
  buildYooKassaTestApp,
  type FakeYooKassa,
  startFakeYooKassa,
} from "../../test/fake-yookassa.ts";
import { bearer } from "../../test/fixtures.ts";
import { createPaymentOk, PAYER, payableService, paymentOf } from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { paymentContextOf } from "./payment-context.ts";
import { reconcilePendingPayments } from "./payment-service.ts";
import { reconcilePendingRefunds } from "./refunds.ts";

/** Refunds through YooKassa's POST /v3/refunds (issue 31 §4), against the local fake of its API. */
let fake: FakeYooKassa;
let t: TestApp;
let service: Service;
let lawyer: string;

beforeAll(async () => {
  fake = await startFakeYooKassa();
  t = await buildYooKassaTestApp(fake);
  service = await payableService(t.app);
  lawyer = await executorToken(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A payment paid at YooKassa and read back by the reconciliation pass. */
async function paidPayment(ip: string) {
  const created = await createPaymentOk(
    t.app,
    { service_id: service.id, amount: service.base_price },
    { ip },
  );
  const [row] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));
  fake.pay(row?.providerPaymentId ?? "");
  await t.db
    .update(payments)
    .set({ checkedAt: null, createdAt: new Date(Date.now() - 120_000) })
    .where(eq(payments.id, created.payment_id));
  await reconcilePendingPayments(paymentContextOf(t.app));
  const paid = await paymentOf(t.app, created.payment_id);
  expect(paid.status).toBe("succeeded");
  return { id: created.payment_id, providerId: row?.providerPaymentId ?? "" };
}

/** YooKassa's «refund.succeeded» notification: it names the refund and its payment. */
const notifyRefundSucceeded = (refundId: string | null | undefined, paymentId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/yookassa/notifications",
    payload: {
      type: "notification",
      event: "refund.succeeded",
      object: { id: refundId, payment_id: paymentId },
    },
  });

const refund = (id: string, amount: number, reason = "Частичный отказ от услуги") =>
  t.app.inject({
    method: "POST",
    url: `/api/executor/payments/${id}/refund`,
    headers: bearer(lawyer),
    payload: { amount, reason },
  });
const refundPosts = () =>
  fake.requests.filter((request) => request.method === "POST" && request.path === "/v3/refunds");

describe("a refund at YooKassa", () => {
  it("sends our refund id as Idempotence-Key, the amount and a 54-FZ refund receipt", async () => {
    const payment = await paidPayment("10.32.0.1");
    const before = refundPosts().length;
    const response = await refund(payment.id, 100);
    expect(response.statusCode).toBe(201);
    const made = response.json() as Refund;
    expect(made).toMatchObject({ status: "succeeded", amount: 100, refunded_amount: 100 });
    const [sent] = refundPosts().slice(before);
    expect(sent?.idempotenceKey).toBe(made.id);
    expect(sent?.body).toMatchObject({
      payment_id: payment.providerId,
      amount: { value: "100.00", currency: "RUB" },
      description: "Частичный отказ от услуги",
      receipt: {
        customer: { email: PAYER.client_email, phone: "79005554433" },
        items: [
          {
            description: service.title,
            amount: { value: "100.00", currency: "RUB" },
            vat_code: 1,
            payment_subject: "service",
          },
        ],
      },
    });
    expect(fake.payment(payment.providerId)?.refunded_amount?.value).toBe("100.00");
  });

  it("a refund YooKassa holds is pending until it settles, then counted once", async () => {
    const payment = await paidPayment("10.32.0.2");
    fake.holdRefunds(true);
    try {
      const response = await refund(payment.id, 200);
      expect(response.statusCode).toBe(201);
      const made = response.json() as Refund;
      expect(made).toMatchObject({ status: "pending", refunded_amount: 0 });
      expect((await paymentOf(t.app, payment.id)).refunded_amount).toBe(0);
      // Still held: the pass asks and changes nothing.
      const ctx = paymentContextOf(t.app);
      await t.db.update(paymentRefunds).set({ checkedAt: null });
      expect(await reconcilePendingRefunds(ctx)).toBe(0);
      const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, made.id));
      fake.settleRefund(row?.providerRefundId ?? "");
      // The notification names the payment; the refund is read back from the API.
      const notified = await notifyRefundSucceeded(row?.providerRefundId, payment.providerId);
      expect(notified.statusCode).toBe(200);
      expect((await paymentOf(t.app, payment.id)).refunded_amount).toBe(200);
      await t.db.update(paymentRefunds).set({ checkedAt: null });
      await reconcilePendingRefunds(ctx);
      expect((await paymentOf(t.app, payment.id)).refunded_amount).toBe(200);
    } finally {
      fake.holdRefunds(false);
    }
  });

  it("asks again under the same key when YooKassa did not answer, and refunds once", async () => {
    const payment = await paidPayment("10.32.0.3");
    const before = refundPosts().length;
    fake.failNext(4);
    const response = await refund(payment.id, 300);
    expect(response.statusCode).toBe(201);
    const made = response.json() as Refund;
    expect(made.status).toBe("pending");
    await t.db.update(paymentRefunds).set({ checkedAt: null });
    await reconcilePendingRefunds(paymentContextOf(t.app));
    const keys = refundPosts()
      .slice(before)
      .map((request) => request.idempotenceKey);
    expect(new Set(keys)).toEqual(new Set([made.id]));
    expect(fake.refunds().filter((item) => item.payment_id === payment.providerId)).toHaveLength(1);
    expect((await paymentOf(t.app, payment.id)).refunded_amount).toBe(300);
  });

  it("a refund YooKassa refuses is canceled, answers 502 and frees its amount", async () => {
    const payment = await paidPayment("10.32.0.4");
    // Refunded in full at YooKassa's dashboard meanwhile: our refund is refused there.
    fake.refund(payment.providerId);
    const response = await refund(payment.id, 100);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: T.providerRefused });
    const rows = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.map((row) => row.status)).toEqual(["canceled"]);
  });

  it("a part refunded here, the rest in YooKassa's dashboard: the chat counts the whole once", async () => {
    const payment = await paidPayment("10.32.0.5");
    expect((await refund(payment.id, 100)).statusCode).toBe(201);
    // The shop refunds what is left from YooKassa's own dashboard, which then notifies us.
    fake.refund(payment.providerId);
    const notified = await notifyRefundSucceeded("dashboard-refund", payment.providerId);
    expect(notified.statusCode).toBe(200);
    const after = await paymentOf(t.app, payment.id);
    expect(after).toMatchObject({ status: "refunded", refunded_amount: service.base_price });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    const chat = await t.app.inject({
      url: `/api/chat/sessions/${row?.chatSessionId}`,
      headers: bearer(lawyer),
    });
    expect((chat.json() as { refunded_amount: number }).refunded_amount).toBe(service.base_price);
  });
});
