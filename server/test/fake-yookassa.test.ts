import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeYooKassa, startFakeYooKassa, type YooKassaPayment } from "./fake-yookassa.ts";

let kassa: FakeYooKassa;
let basic: string;

beforeAll(async () => {
  kassa = await startFakeYooKassa();
  basic = `Basic ${Buffer.from(`${kassa.shopId}:${kassa.secretKey}`).toString("base64")}`;
});
afterAll(() => kassa.close());

const validBody = (overrides: Record<string, unknown> = {}) => ({
  amount: { value: "1500.00", currency: "RUB" },
  capture: true,
  confirmation: { type: "redirect", return_url: "https://example.ru/payments/return" },
  description: "Консультация юриста, заказ 42",
  metadata: { order_id: "42" },
  receipt: {
    customer: { email: "client@example.ru" },
    items: [
      {
        description: "Консультация",
        quantity: 1,
        amount: { value: "1000.00", currency: "RUB" },
        vat_code: 1,
        payment_mode: "full_payment",
        payment_subject: "service",
      },
      {
        description: "Составление документа",
        quantity: 2,
        amount: { value: "250.00", currency: "RUB" },
        vat_code: 1,
      },
    ],
  },
  ...overrides,
});

async function create(
  body: unknown,
  { key = randomUUID(), auth = basic }: { key?: string | null; auth?: string | null } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== null) headers["Idempotence-Key"] = key;
  if (auth !== null) headers.authorization = auth;
  const response = await fetch(`${kassa.url}/payments`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(id: string, auth: string = basic) {
  const response = await fetch(`${kassa.url}/payments/${id}`, { headers: { authorization: auth } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function created(overrides: Record<string, unknown> = {}) {
  const { status, body } = await create(validBody(overrides));
  expect(status).toBe(200);
  return body as unknown as YooKassaPayment;
}

describe("fake YooKassa", () => {
  it("requires Basic auth with shopId:secretKey", async () => {
    const missing = await create(validBody(), { auth: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ type: "error", code: "invalid_credentials" });
    expect(missing.body.id).toEqual(expect.any(String));
    const wrong = `Basic ${Buffer.from(`${kassa.shopId}:nope`).toString("base64")}`;
    expect((await create(validBody(), { auth: wrong })).status).toBe(401);
    const payment = await created();
    expect((await get(payment.id, wrong)).body).toMatchObject({ code: "invalid_credentials" });
  });

  it("creates a pending payment with the documented fields", async () => {
    const payment = await created();
    expect(payment).toMatchObject({
      status: "pending",
      paid: false,
      amount: { value: "1500.00", currency: "RUB" },
      description: "Консультация юриста, заказ 42",
      recipient: { account_id: kassa.shopId, gateway_id: expect.any(String) },
      confirmation: {
        type: "redirect",
        return_url: "https://example.ru/payments/return",
        confirmation_url: expect.stringContaining(payment.id),
      },
      test: true,
      refundable: false,
      metadata: { order_id: "42" },
    });
    expect(payment.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Date(payment.created_at).toISOString()).toBe(payment.created_at);
  });

  it("answers a repeat with the same key and body with the same payment", async () => {
    const key = randomUUID();
    const first = await create(validBody(), { key });
    const countAfterFirst = kassa.payments().length;
    const again = await create(validBody(), { key });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(kassa.payments()).toHaveLength(countAfterFirst);
    const logged = kassa.requests.filter((r) => r.idempotenceKey === key);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ method: "POST", path: "/v3/payments", authorization: basic });
    expect(logged[0]!.body).toEqual(validBody());
  });

  it("refuses a key reused with another body, and a missing or overlong key", async () => {
    const key = randomUUID();
    await create(validBody(), { key });
    const reused = await create(validBody({ description: "Другой заказ" }), { key });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      type: "error",
      code: "invalid_request",
      parameter: "Idempotence-Key",
    });
    const missing = await create(validBody(), { key: null });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "invalid_request", parameter: "Idempotence-Key" });
    expect((await create(validBody(), { key: "k".repeat(65) })).status).toBe(400);
  });

  it.each([
    ["amount without two decimals", { amount: { value: "1500", currency: "RUB" } }, "amount.value"],
    ["amount as a number", { amount: { value: 1500, currency: "RUB" } }, "amount.value"],
    ["zero amount", { amount: { value: "0.00", currency: "RUB" } }, "amount.value"],
    ["foreign currency", { amount: { value: "1500.00", currency: "USD" } }, "amount.currency"],
    [
      "relative return_url",
      { confirmation: { type: "redirect", return_url: "/back" } },
      "confirmation.return_url",
    ],
    ["embedded confirmation", { confirmation: { type: "embedded" } }, "confirmation"],
    ["long description", { description: "x".repeat(129) }, "description"],
    ["non-string metadata", { metadata: { order_id: 42 } }, "metadata"],
    ["missing receipt", { receipt: undefined }, "receipt"],
    [
      "receipt without contacts",
      { receipt: { customer: {}, items: validBody().receipt.items } },
      "receipt.customer",
    ],
    [
      "receipt without items",
      { receipt: { customer: { phone: "79000000000" }, items: [] } },
      "receipt.items",
    ],
  ])("rejects %s", async (_name, overrides, parameter) => {
    const { status, body } = await create(validBody(overrides));
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: "error", code: "invalid_request", parameter });
  });

  it("rejects receipt items that miss fields or do not add up to the amount", async () => {
    const [first, second] = validBody().receipt.items;
    const noVat = { ...first, vat_code: undefined };
    const withItems = (items: unknown[]) =>
      validBody({ receipt: { customer: { email: "a@b.ru" }, items } });
    expect((await create(withItems([noVat, second]))).body).toMatchObject({
      parameter: "receipt.items[0].vat_code",
    });
    expect((await create(withItems([second, { ...first, description: "" }]))).body).toMatchObject({
      parameter: "receipt.items[1].description",
    });
    const mismatch = await create(withItems([first, { ...second, quantity: 1 }]));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: "invalid_request", parameter: "receipt" });
  });

  it("shows pay, cancel and refund through GET", async () => {
    const paid = await created();
    kassa.pay(paid.id);
    expect((await get(paid.id)).body).toMatchObject({
      status: "succeeded",
      paid: true,
      refundable: true,
      captured_at: expect.any(String),
      income_amount: { value: expect.any(String), currency: "RUB" },
    });

    kassa.refund(paid.id);
    expect((await get(paid.id)).body).toMatchObject({
      status: "succeeded",
      refunded_amount: { value: "1500.00", currency: "RUB" },
    });

    const canceled = await created();
    kassa.cancel(canceled.id);
    expect((await get(canceled.id)).body).toMatchObject({
      status: "canceled",
      paid: false,
      cancellation_details: { party: "yoo_money", reason: "expired_on_confirmation" },
    });
    expect(kassa.cancel((await created()).id, "insufficient_funds").cancellation_details).toEqual({
      party: "payment_network",
      reason: "insufficient_funds",
    });

    const unknown = await get("2f3b588d-000f-5000-8000-1d6e87c7fbde");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: "error", code: "not_found" });
  });

  it("moves a capture: false payment to waiting_for_capture, then captures it", async () => {
    const payment = await created({ capture: false });
    expect(kassa.pay(payment.id)).toMatchObject({ status: "waiting_for_capture", paid: true });
    expect(kassa.pay(payment.id)).toMatchObject({ status: "succeeded", paid: true });
  });

  it("failNext answers errors without creating anything", async () => {
    const before = kassa.payments().length;
    const key = randomUUID();
    kassa.failNext(2);
    for (let i = 0; i < 2; i++) {
      const failed = await create(validBody(), { key });
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ type: "error", code: "internal_server_error" });
    }
    expect(kassa.payments()).toHaveLength(before);
    expect((await create(validBody(), { key })).status).toBe(200);
    expect(kassa.payments()).toHaveLength(before + 1);
    kassa.failNext(1, 429);
    expect((await create(validBody())).body).toMatchObject({ code: "too_many_requests" });
  });

  it("failNextAfterCreate creates the payment that a retry with the same key returns", async () => {
    const before = kassa.payments().length;
    const key = randomUUID();
    kassa.failNextAfterCreate(1);
    const failed = await create(validBody(), { key });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: "internal_server_error" });
    expect(kassa.payments()).toHaveLength(before + 1);
    const retry = await create(validBody(), { key });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(kassa.payments().at(-1)!.id);
    expect(kassa.payments()).toHaveLength(before + 1);
  });

  it("builds notification bodies", async () => {
    const payment = await created();
    expect(() => kassa.notificationFor(payment.id, "payment.succeeded")).toThrow();
    kassa.pay(payment.id);
    expect(kassa.notificationFor(payment.id, "payment.succeeded")).toEqual({
      type: "notification",
      event: "payment.succeeded",
      object: kassa.payment(payment.id),
    });
    const refund = kassa.refund(payment.id);
    expect(kassa.notificationFor(payment.id, "refund.succeeded")).toEqual({
      type: "notification",
      event: "refund.succeeded",
      object: {
        id: refund.id,
        payment_id: payment.id,
        status: "succeeded",
        amount: { value: "1500.00", currency: "RUB" },
        created_at: expect.any(String),
      },
    });
    const waiting = await created({ capture: false });
    kassa.pay(waiting.id);
    expect(kassa.notificationFor(waiting.id, "payment.waiting_for_capture").object).toMatchObject({
      status: "waiting_for_capture",
    });
    const canceled = await created();
    kassa.cancel(canceled.id, "canceled_by_merchant");
    expect(kassa.notificationFor(canceled.id, "payment.canceled").object).toMatchObject({
      cancellation_details: { party: "merchant", reason: "canceled_by_merchant" },
    });
  });

  it("accepts payments without a receipt when the shop does not require one", async () => {
    const plain = await startFakeYooKassa({
      shopId: "777",
      secretKey: "other",
      requireReceipt: false,
    });
    try {
      const response = await fetch(`${plain.url}/payments`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from("777:other").toString("base64")}`,
          "content-type": "application/json",
          "Idempotence-Key": randomUUID(),
        },
        body: JSON.stringify(validBody({ receipt: undefined })),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ recipient: { account_id: "777" } });
    } finally {
      await plain.close();
    }
  });
});
