import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type { ChatEvent, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { payments } from "../../db/schema/payments.ts";
import { executorToken, messagesOf, openClientChat } from "../../test/chat-fixtures.ts";
import {
  buildYooKassaTestApp,
  type FakeYooKassa,
  startFakeYooKassa,
} from "../../test/fake-yookassa.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  PAYER,
  payableService,
  paymentOf,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { TOPICS } from "../chat/chat-events.ts";
import { paymentContextOf } from "./payment-context.ts";
import { reconcilePendingPayments } from "./payment-service.ts";

let fake: FakeYooKassa;
let t: TestApp;
let service: Service;

beforeAll(async () => {
  fake = await startFakeYooKassa();
  t = await buildYooKassaTestApp(fake);
  service = await payableService(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const notify = (body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/yookassa/notifications",
    payload: body as object,
  });
const providerIdOf = async (paymentId: string) => {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row?.providerPaymentId) throw new Error("no provider id");
  return row.providerPaymentId;
};
const payService = () =>
  createPaymentOk(t.app, { service_id: service.id, amount: service.base_price });

describe("creating a payment at YooKassa", () => {
  it("sends Basic auth, our id as Idempotence-Key, capture, redirect, metadata and a 54-FZ receipt", async () => {
    const before = fake.requests.length;
    const created = await payService();
    const sent = fake.requests.slice(before).filter((request) => request.method === "POST");
    expect(sent).toHaveLength(1);
    const [request] = sent;
    const expectedAuth = `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString("base64")}`;
    expect(request?.authorization).toBe(expectedAuth);
    expect(request?.idempotenceKey).toBe(created.payment_id);
    const value = service.base_price.toFixed(2);
    expect(request?.body).toMatchObject({
      amount: { value, currency: "RUB" },
      capture: true,
      confirmation: {
        type: "redirect",
        return_url: `http://localhost/payment/result?payment_id=${created.payment_id}`,
      },
      description: service.title,
      metadata: { payment_id: created.payment_id },
      receipt: {
        customer: { email: PAYER.client_email, phone: "79005554433" },
        items: [
          {
            description: service.title,
            amount: { value, currency: "RUB" },
            vat_code: 1,
            payment_subject: "service",
            payment_mode: "full_payment",
          },
        ],
      },
    });
    const remote = fake.payment(await providerIdOf(created.payment_id));
    expect(created.confirmation_url).toBe(remote?.confirmation.confirmation_url);
    // The test provider's routes exist only in the sandbox mode: nobody «pays» on them here.
    const sandboxId = "00000000-0000-4000-8000-000000000000";
    expect((await t.app.inject({ url: `/api/payments/sandbox/${sandboxId}` })).statusCode).toBe(
      404,
    );
    const decision = await t.app.inject({
      method: "POST",
      url: `/api/payments/sandbox/${sandboxId}/decision`,
      payload: { action: "pay" },
    });
    expect(decision.statusCode).toBe(404);
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("pending");
  });

  it("retries a failed create with the same Idempotence-Key and makes one payment", async () => {
    const paymentsBefore = fake.payments().length;
    const requestsBefore = fake.requests.length;
    fake.failNext(2);
    const created = await payService();
    const posts = fake.requests
      .slice(requestsBefore)
      .filter((request) => request.method === "POST");
    expect(posts.map((request) => request.idempotenceKey)).toEqual([
      created.payment_id,
      created.payment_id,
      created.payment_id,
    ]);
    expect(fake.payments().length).toBe(paymentsBefore + 1);

    // The provider made the payment but the answer was lost: the retry gets the same one.
    fake.failNextAfterCreate(1);
    const again = await payService();
    expect(fake.payments().length).toBe(paymentsBefore + 2);
    expect(fake.payment(await providerIdOf(again.payment_id))?.metadata.payment_id).toBe(
      again.payment_id,
    );
  });

  it("a provider that keeps failing: 502 with a Russian detail, our record canceled, nothing to pay", async () => {
    fake.failNext(10);
    const response = await createPaymentRequest(t.app, {
      service_id: service.id,
      amount: service.base_price,
    });
    fake.failNext(0);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe(PAYMENT_TEXTS.providerFailed);
    const [row] = await t.db
      .select()
      .from(payments)
      .orderBy(payments.createdAt)
      .where(eq(payments.cancellationReason, "provider_error"));
    expect(row).toMatchObject({ status: "canceled", confirmationUrl: null, clientKey: null });
  });
});

describe("notifications are checked against the API", () => {
  it("success: the API says succeeded, the payment becomes succeeded; a repeat changes nothing", async () => {
    const created = await payService();
    const providerId = await providerIdOf(created.payment_id);
    fake.pay(providerId);
    const response = await notify(fake.notificationFor(providerId, "payment.succeeded"));
    expect(response.statusCode).toBe(200);
    const paid = await paymentOf(t.app, created.payment_id);
    expect(paid.status).toBe("succeeded");
    const [row] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));

    const repeat = await notify(fake.notificationFor(providerId, "payment.succeeded"));
    expect(repeat.statusCode).toBe(200);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));
    expect(after?.status).toBe("succeeded");
    expect(after?.paidAt).toEqual(row?.paidAt);
    expect(after?.updatedAt).toEqual(row?.updatedAt);
  });

  it("a forged notification claiming success while the API says pending marks nothing paid", async () => {
    const created = await payService();
    const providerId = await providerIdOf(created.payment_id);
    const forged = {
      type: "notification",
      event: "payment.succeeded",
      object: { ...fake.payment(providerId), status: "succeeded", paid: true },
    };
    expect((await notify(forged)).statusCode).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));
    expect(row?.status).toBe("pending");
    expect(row?.paidAt).toBeNull();
    // An id nobody knows, and a body without one, are answered 200 and change nothing.
    expect(
      (await notify({ ...forged, object: { id: "2f0e0000-000f-5000-8000-000000000000" } }))
        .statusCode,
    ).toBe(200);
    expect((await notify({ type: "notification" })).statusCode).toBe(200);
  });

  it("cancellation: canceled stays canceled; a late «succeeded» body cannot revive it", async () => {
    const created = await payService();
    const providerId = await providerIdOf(created.payment_id);
    fake.cancel(providerId, "canceled_by_merchant");
    await notify(fake.notificationFor(providerId, "payment.canceled"));
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("canceled");
    await notify({
      type: "notification",
      event: "payment.succeeded",
      object: { id: providerId, status: "succeeded" },
    });
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("canceled");
  });

  it("out of order: a late «canceled» notification after the payment succeeded changes nothing", async () => {
    const created = await payService();
    const providerId = await providerIdOf(created.payment_id);
    fake.pay(providerId);
    await notify(fake.notificationFor(providerId, "payment.succeeded"));
    await notify({
      type: "notification",
      event: "payment.canceled",
      object: { id: providerId, status: "canceled" },
    });
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("succeeded");
  });

  it("a refund (YooKassa keeps the payment «succeeded» with refunded_amount) reads refunded", async () => {
    const created = await payService();
    const providerId = await providerIdOf(created.payment_id);
    fake.pay(providerId);
    await notify(fake.notificationFor(providerId, "payment.succeeded"));
    fake.refund(providerId);
    await notify(fake.notificationFor(providerId, "refund.succeeded"));
    const refunded = await paymentOf(t.app, created.payment_id);
    expect(refunded.status).toBe("refunded");
  });

  it("without any notification, the result page's read asks the API and shows the truth", async () => {
    const created = await payService();
    fake.pay(await providerIdOf(created.payment_id));
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("succeeded");
  });

  it("the reconciliation pass settles payments whose notification never came", async () => {
    const created = await payService();
    fake.cancel(await providerIdOf(created.payment_id));
    const ctx = paymentContextOf(t.app);
    const later = { ...ctx, now: () => new Date(Date.now() + 5 * 60_000) };
    expect(await reconcilePendingPayments(later)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));
    expect(row?.status).toBe("canceled");
  });
});

describe("a client pays the executor's payment request through YooKassa", () => {
  it("the chat becomes paid once, with one system message, however many notifications arrive", async () => {
    const executor = await executorToken(t.app);
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, service.id);
    const request = await requestPaymentInChat(
      t.app,
      executor,
      chat.id,
      "2500.50",
      "Проект договора",
    );
    expect(request).toMatchObject({ message_type: "payment_request", payment_amount: 2500.5 });

    const heard: ChatEvent[] = [];
    // The chat is the demo executor's: its payment is heard on that lawyer's topic (issue 43 §2).
    const stop = t.app.events.subscribe(TOPICS.assigned, (event) => heard.push(event as ChatEvent));
    // Another client cannot pay it; the client pays only the amount the executor set.
    const stranger = await registerClient(t.app);
    const body = { session_id: chat.id, message_id: request.id, amount: 2500.5 };
    expect((await createPaymentRequest(t.app, body, { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect((await createPaymentRequest(t.app, body)).statusCode).toBe(404);
    const tampered = await createPaymentRequest(
      t.app,
      { ...body, amount: 1 },
      { token: client.token },
    );
    expect(tampered.statusCode).toBe(400);

    const created = await createPaymentOk(t.app, body, { token: client.token });
    const providerId = await providerIdOf(created.payment_id);
    expect(fake.payment(providerId)?.amount).toEqual({ value: "2500.50", currency: "RUB" });
    fake.pay(providerId);
    const notice = fake.notificationFor(providerId, "payment.succeeded");
    const answers = await Promise.all([notify(notice), notify(notice), notify(notice)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    stop();

    const session = (
      await t.app.inject({ url: `/api/chat/sessions/${chat.id}`, headers: bearer(client.token) })
    ).json() as ChatSession;
    expect(session).toMatchObject({
      status: "paid",
      payment_status: "paid",
      payment_amount: 2500.5,
    });
    const messages = await messagesOf(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      client.token,
    );
    const receipts = messages.filter(
      (message) => message.content === SYSTEM_MESSAGES.paymentReceived(formatAmount(2500.5)),
    );
    expect(receipts).toHaveLength(1);
    expect(messages.find((message) => message.id === request.id)?.payment_paid_at).not.toBeNull();
    expect(heard.filter((event) => event.type === "payment.updated")).toHaveLength(1);

    const again = await createPaymentRequest(t.app, body, { token: client.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PAYMENT_TEXTS.requestAlreadyPaid);
  });
});

describe("test payments beside real money", () => {
  it("earnings and tariff revenue leave out sandbox payments once YooKassa is the provider", async () => {
    const executor = await executorToken(t.app);
    const read = async (url: string) =>
      (await t.app.inject({ url, headers: bearer(executor) })).json();
    const before = await read("/api/executor/earnings/stats");
    const tariffsBefore = await read("/api/business-tariffs/stats");
    const now = new Date();
    await t.db.insert(payments).values({
      id: randomUUID(),
      provider: "sandbox",
      amountKopecks: 13_000_000,
      description: "Тестовая покупка",
      serviceType: "business_tariff",
      planType: "gold",
      payerName: "Тест",
      payerEmail: "test@example.ru",
      returnUrl: "http://localhost/payment/result",
      status: "succeeded",
      createdAt: now,
      paidAt: now,
    });
    expect(await read("/api/executor/earnings/stats")).toEqual(before);
    expect(await read("/api/business-tariffs/stats")).toEqual(tariffsBefore);
  });
});
