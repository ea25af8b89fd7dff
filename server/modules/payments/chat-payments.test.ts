import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_REFUSALS } from "../../../domain/payments/payment-refusals.ts";
import type { EarningsStats } from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { payments } from "../../db/schema/payments.ts";
import {
  createGuestChat,
  executorToken,
  messagesOf,
  multipart,
  openClientChat,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  createPaymentRequest,
  decideInSandbox,
  paymentOf,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let executor: string;

beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const sessionAs = async (token: string, id: string) =>
  (
    await t.app.inject({ url: `/api/chat/sessions/${id}`, headers: bearer(token) })
  ).json() as ChatSession;
const chatMessages = (token: string, id: string) =>
  messagesOf(t.app, `/api/chat/sessions/${id}/messages`, token);
const earnings = async () =>
  (
    await t.app.inject({ url: "/api/executor/earnings/stats", headers: bearer(executor) })
  ).json() as EarningsStats;

describe("«Задать цену для оплаты»", () => {
  it("sends a payment_request and the chat waits for payment", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const message = await requestPaymentInChat(t.app, executor, chat.id, 1500, "Аванс за договор");
    expect(message).toMatchObject({
      sender_type: "executor",
      message_type: "payment_request",
      payment_amount: 1500,
      content: "Аванс за договор",
      payment_paid_at: null,
    });
    const session = await sessionAs(client.token, chat.id);
    expect(session).toMatchObject({
      status: "waiting_payment",
      payment_status: "not_paid",
      payment_amount: 1500,
      final_price: 1500,
    });
    const dashboard = await t.app.inject({
      url: "/api/executor/dashboard",
      headers: bearer(executor),
    });
    expect(dashboard.json().waiting_payment).toBeGreaterThanOrEqual(1);
  });

  it("takes the spec's multipart body too", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const form = new FormData();
    form.append("content", "Оплата консультации");
    form.append("payment_amount", "990.90");
    form.append("message_type", "payment_request");
    const request = new Request("http://test.local/", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat.id}/executor-messages`,
      headers: { ...bearer(executor), "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()[0]).toMatchObject({
      payment_amount: 990.9,
      content: "Оплата консультации",
    });
    const withFile = await multipart("счёт", [{ name: "a.pdf", bytes: "%PDF-1.4\n" }]);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat.id}/executor-messages`,
      headers: { ...bearer(executor), ...withFile.headers },
      payload: withFile.payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("refuses a bad amount with the spec's text and sends nothing", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const cases: [unknown, string][] = [
      // Below 1 ₽ (the spec's text), finer than a kopeck included: never rounded to 0.
      ...[0, -5, "", "abc", 0.5, -0, 1e-9, 0.004, "NaN", "Infinity", "0x10", "1e3", true, null].map(
        (amount): [unknown, string] => [amount, PAYMENT_TEXTS.amountInvalid],
      ),
      // Finer than a kopeck: refused, not rounded into another amount (issue 43 §4).
      ...[1.005, 1500.5001, "1500,555"].map((amount): [unknown, string] => [
        amount,
        PAYMENT_REFUSALS.amountDecimals,
      ]),
      [1e300, PAYMENT_TEXTS.amountTooLarge],
    ];
    for (const [amount, detail] of cases) {
      const response = await post(`/api/chat/sessions/${chat.id}/executor-messages`, executor, {
        message_type: "payment_request",
        payment_amount: amount,
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().detail, String(amount)).toBe(detail);
    }
    const huge = await post(`/api/chat/sessions/${chat.id}/executor-messages`, executor, {
      payment_amount: 5_000_000,
    });
    expect(huge.json().detail).toBe(PAYMENT_TEXTS.amountTooLarge);
    const messages = await chatMessages(client.token, chat.id);
    expect(messages.filter((message) => message.message_type === "payment_request")).toHaveLength(
      0,
    );
    expect((await sessionAs(client.token, chat.id)).status).toBe("active");
  });

  it("is the executor's act only: a client gets 403, no token 401, another's chat id 404", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const asClient = await post(`/api/chat/sessions/${chat.id}/executor-messages`, client.token, {
      payment_amount: 100,
    });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().detail).toBe(AUTH_TEXTS.forbidden);
    expect(
      (await post(`/api/chat/sessions/${chat.id}/executor-messages`, null, { payment_amount: 100 }))
        .statusCode,
    ).toBe(401);
    for (const act of ["mark-paid", "update-payment-status"]) {
      const response = await post(`/api/chat/sessions/${chat.id}/${act}`, client.token, {
        payment_status: "paid",
      });
      expect(response.statusCode, act).toBe(403);
    }
    expect((await sessionAs(client.token, chat.id)).payment_status).toBe("not_paid");
  });
});

describe("the client pays the newest request only", () => {
  it("an older request replaced by a new one cannot be paid; the new one is paid once", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const first = await requestPaymentInChat(t.app, executor, chat.id, 1000);
    const second = await requestPaymentInChat(t.app, executor, chat.id, 1200);
    const old = await createPaymentRequest(t.app, chatPaymentBody(first), { token: client.token });
    expect(old.statusCode).toBe(409);
    expect(old.json().detail).toBe(PAYMENT_TEXTS.requestSuperseded);

    const created = await createPaymentOk(t.app, chatPaymentBody(second), { token: client.token });
    expect((await paymentOf(t.app, created.payment_id)).service_type).toBe("chat");
    await decideInSandbox(t.app, created.confirmation_url, "pay");
    const session = await sessionAs(client.token, chat.id);
    expect(session).toMatchObject({ status: "paid", payment_status: "paid" });
    const messages = await chatMessages(client.token, chat.id);
    // The sandbox says plainly that no money moved.
    expect(messages.at(-1)?.content).toBe(SYSTEM_MESSAGES.testPaymentReceived(formatAmount(1200)));
    expect(messages.find((message) => message.id === second.id)?.payment_paid_at).not.toBeNull();
    expect(messages.find((message) => message.id === first.id)?.payment_paid_at).toBeNull();
  });

  it("a guest pays a request in a guest chat by holding the chat's id", async () => {
    const guest = await createGuestChat(t.app);
    const request = await requestPaymentInChat(t.app, executor, guest.id, 700);
    const created = await createPaymentOk(t.app, chatPaymentBody(request));
    const payment = await paymentOf(t.app, created.payment_id);
    // The guest chat's id is its only key: the public payment answer never repeats it.
    expect(payment).toMatchObject({
      service_type: "guest_chat",
      chat_session_id: null,
      amount: 700,
    });
    const unknown = await createPaymentRequest(t.app, {
      session_id: "00000000-0000-4000-8000-000000000000",
      amount: 700,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

/** How many payments were made for one payment request. */
const requestPayments = async (messageId: number) =>
  (await t.db.select().from(payments).where(eq(payments.requestMessageId, messageId))).length;

describe("money that arrives late or twice", () => {
  const paySandbox = (confirmationUrl: string) => decideInSandbox(t.app, confirmationUrl, "pay");

  it("an old request paid after the executor replaced it leaves the chat waiting for the new one", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const old = await requestPaymentInChat(t.app, executor, chat.id, 3000);
    const started = await createPaymentOk(t.app, chatPaymentBody(old), { token: client.token });
    const current = await requestPaymentInChat(t.app, executor, chat.id, 5000);
    await paySandbox(started.confirmation_url);

    const session = await sessionAs(client.token, chat.id);
    expect(session).toMatchObject({ status: "waiting_payment", payment_status: "partial_paid" });
    const messages = await chatMessages(client.token, chat.id);
    expect(messages.find((message) => message.id === old.id)?.payment_paid_at).not.toBeNull();
    expect(messages.find((message) => message.id === current.id)?.payment_paid_at).toBeNull();
    const next = await createPaymentOk(t.app, chatPaymentBody(current), { token: client.token });
    await paySandbox(next.confirmation_url);
    expect(await sessionAs(client.token, chat.id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
    });
  });

  it("one request is paid once at a time: a second payment (another tab, СБП) is refused with 409 while the first is pending (issue 43 §4)", async () => {
    const before = await earnings();
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const request = await requestPaymentInChat(t.app, executor, chat.id, 450);
    const body = chatPaymentBody(request);
    const card = { token: client.token, key: "tab-one-450" };
    const first = await createPaymentOk(t.app, body, card);
    const countBefore = await requestPayments(request.id);
    for (const [extra, key] of [
      [{}, "tab-two-450"],
      [{ method: "sbp" }, "sbp-450"],
    ] as const) {
      const refused = await createPaymentRequest(
        t.app,
        { ...body, ...extra },
        {
          token: client.token,
          key,
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: PAYMENT_REFUSALS.requestBeingPaid });
    }
    expect(await requestPayments(request.id)).toBe(countBefore);
    // The same form asking again (a double click, a lost answer) still gets its own payment.
    expect(await createPaymentOk(t.app, body, card)).toEqual(first);

    await paySandbox(first.confirmation_url);
    const again = await createPaymentRequest(
      t.app,
      { ...body, method: "sbp" },
      {
        token: client.token,
        key: "sbp-after-450",
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PAYMENT_TEXTS.requestAlreadyPaid);
    const after = await earnings();
    expect(after.today.count).toBe(before.today.count + 1);
  });

  it("a request whose payment was canceled can be paid again, by another method", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const request = await requestPaymentInChat(t.app, executor, chat.id, 460);
    const body = chatPaymentBody(request);
    const first = await createPaymentOk(t.app, body, { token: client.token, key: "card-460" });
    await decideInSandbox(t.app, first.confirmation_url, "cancel");
    const sbp = await createPaymentOk(
      t.app,
      { ...body, method: "sbp" },
      {
        token: client.token,
        key: "sbp-460",
      },
    );
    await paySandbox(sbp.confirmation_url);
    expect(await sessionAs(client.token, chat.id)).toMatchObject({ payment_status: "paid" });
  });

  it("two payments of one request asked at once: one is made, the other refused (both methods)", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const request = await requestPaymentInChat(t.app, executor, chat.id, 470);
    const body = chatPaymentBody(request);
    const answers = await Promise.all(
      ["card", "sbp", "card", "sbp", "card", "sbp", "card", "sbp"].map((method, index) =>
        createPaymentRequest(
          t.app,
          { ...body, method },
          {
            token: client.token,
            key: `at-once-470-${index}`,
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await requestPayments(request.id)).toBe(1);
  });

  it("«Подтвердить оплату» waits while the client's card payment may still succeed", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const request = await requestPaymentInChat(t.app, executor, chat.id, 900);
    const started = await createPaymentOk(t.app, chatPaymentBody(request), { token: client.token });
    const refused = await post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(PAYMENT_TEXTS.cardPaymentInProgress);
    await paySandbox(started.confirmation_url);
    const after = await post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, {});
    expect(after.statusCode).toBe(409);
    expect(after.json().detail).toBe(PAYMENT_TEXTS.alreadyPaid);
  });
});

describe("«Подтвердить оплату» and «Статус оплаты»", () => {
  it("confirms a transfer once, as money that earnings count", async () => {
    const before = await earnings();
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const request = await requestPaymentInChat(t.app, executor, chat.id, 2000);
    const [first, second] = await Promise.all([
      post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, {}),
      post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, {}),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().detail).toBe(PAYMENT_TEXTS.alreadyPaid);

    const session = await sessionAs(client.token, chat.id);
    expect(session).toMatchObject({ status: "paid", payment_status: "paid" });
    const messages = await chatMessages(client.token, chat.id);
    expect(messages.find((message) => message.id === request.id)?.payment_paid_at).not.toBeNull();
    expect(
      messages.filter(
        (message) => message.content === SYSTEM_MESSAGES.paymentConfirmed(formatAmount(2000)),
      ),
    ).toHaveLength(1);
    const after = await earnings();
    expect(after.today.count).toBe(before.today.count + 1);
    expect(after.today.amount).toBeCloseTo(before.today.amount + 2000, 2);

    // The client cannot then pay the same request by card.
    const card = await createPaymentRequest(t.app, chatPaymentBody(request), {
      token: client.token,
    });
    expect(card.statusCode).toBe(409);
  });

  it("refuses a received amount finer than a kopeck or not an amount, and marks nothing (issue 43 §4)", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    await requestPaymentInChat(t.app, executor, chat.id, 500);
    const cases: [unknown, string][] = [
      [1e-9, PAYMENT_TEXTS.amountInvalid],
      [350.255, PAYMENT_REFUSALS.amountDecimals],
      [-0, PAYMENT_TEXTS.amountInvalid],
      ["0x10", PAYMENT_TEXTS.amountInvalid],
      [1e300, PAYMENT_TEXTS.amountTooLarge],
    ];
    for (const [amount, detail] of cases) {
      const refused = await post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, { amount });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json(), String(amount)).toEqual({ detail });
    }
    expect(await sessionAs(client.token, chat.id)).toMatchObject({ status: "waiting_payment" });
  });

  it("takes the received amount when given", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    await requestPaymentInChat(t.app, executor, chat.id, 500);
    const paid = await post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, {
      amount: 350.25,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ payment_status: "paid", status: "paid" });
  });

  it("is refused where no payment is owed: nothing requested, or the mark says it is not owed (spec 2 §4)", async () => {
    const before = await earnings();
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    for (const body of [{}, { amount: 350.25 }]) {
      const none = await post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, body);
      expect(none.statusCode).toBe(409);
      expect(none.json().detail).toBe(PAYMENT_TEXTS.nothingOwed);
    }
    await requestPaymentInChat(t.app, executor, chat.id, 700);
    const refunded = await post(`/api/chat/sessions/${chat.id}/update-payment-status`, executor, {
      payment_status: "refunded",
    });
    expect(refunded.json()).toMatchObject({
      status: "waiting_payment",
      payment_status: "refunded",
    });
    const afterRefund = await post(`/api/chat/sessions/${chat.id}/mark-paid`, executor, {});
    expect(afterRefund.statusCode).toBe(409);
    expect(afterRefund.json().detail).toBe(PAYMENT_TEXTS.nothingOwed);
    const session = await t.app.inject({
      method: "GET",
      url: `/api/chat/sessions/${chat.id}`,
      headers: bearer(executor),
    });
    expect(session.json()).toMatchObject({ payment_status: "refunded" });
    expect((await earnings()).today.count).toBe(before.today.count);
  });

  it("the status dialog sets any of the five marks and keeps the chat's status in step", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const request = await requestPaymentInChat(t.app, executor, chat.id, 800);
    const set = async (payment_status: string) => {
      const response = await post(`/api/chat/sessions/${chat.id}/update-payment-status`, executor, {
        payment_status,
      });
      expect(response.statusCode, payment_status).toBe(200);
      return response.json() as ChatSession;
    };
    expect(await set("partial_paid")).toMatchObject({
      payment_status: "partial_paid",
      status: "waiting_payment",
    });
    expect(await set("paid")).toMatchObject({ payment_status: "paid", status: "paid" });
    const messages = await chatMessages(client.token, chat.id);
    expect(messages.find((message) => message.id === request.id)?.payment_paid_at).not.toBeNull();
    expect(await set("overdue")).toMatchObject({
      payment_status: "overdue",
      status: "waiting_payment",
    });
    expect(await set("refunded")).toMatchObject({ payment_status: "refunded" });
    const bad = await post(`/api/chat/sessions/${chat.id}/update-payment-status`, executor, {
      payment_status: "stolen",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe("Неизвестный статус оплаты");
  });
});
