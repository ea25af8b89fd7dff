import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { ChatEvent, ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { formatKopecks, roublesToKopecks } from "../../../domain/money.ts";
import type { ExecutorPaymentsPage } from "../../../domain/payments/payment-list-schemas.ts";
import type { EarningsStats } from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import { expectOnlyExecutors, roleTokens } from "../../test/back-office.ts";
import { openClientChat } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  payableService,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { TOPICS } from "../chat/chat-events.ts";

let t: TestApp;
let service: Service;
let executor: string;
const heard: ChatEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: "admin@example.ru", ADMIN_PASSWORD: "admin-password" },
  });
  service = await payableService(t.app);
  executor = (await roleTokens(t.app)).executor;
  // What the administrator's stream hears (the queue's topic and every assigned chat's): a
  // payment is heard where its chat is (issue 43 §2).
  for (const topic of [TOPICS.executors, TOPICS.assigned]) {
    t.app.events.subscribe(topic, (message) => heard.push(message as ChatEvent));
  }
});
afterAll(() => t.close());

const listPayments = async (query = "", token = executor) => {
  const response = await t.app.inject({
    url: `/api/executor/payments${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ExecutorPaymentsPage;
};

/** A guest (or, with a token, a client) pays for a catalogue service on the sandbox page. */
async function payForService(
  payer: { client_name: string; client_email: string; client_phone?: string },
  token?: string,
  key?: string,
) {
  const created = await createPaymentOk(
    t.app,
    { service_id: service.id, amount: service.base_price, ...payer },
    { ...(token ? { token } : {}), ...(key ? { key } : {}) },
  );
  const decision = await decideInSandbox(t.app, created.confirmation_url, "pay");
  expect(decision.statusCode, decision.body).toBe(200);
  return created.payment_id;
}

const chatOf = async (id: string) =>
  (await t.db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0];

describe("GET /api/executor/payments", () => {
  it("answers executors and the operator only, with a Russian detail otherwise", async () => {
    const tokens = await roleTokens(t.app);
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/executor/payments" }, tokens);
    expect((await listPayments("", tokens.admin)).page).toBe(1);
    const bad = await t.app.inject({
      url: "/api/executor/payments?kind=bitcoin",
      headers: bearer(executor),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[а-яё]/i);
  });

  it("a guest's card payment from the catalogue opens a guest chat and names the payer", async () => {
    heard.length = 0;
    const id = await payForService(
      {
        client_name: "Гость Платящий",
        client_email: "guest-payer@example.ru",
        client_phone: "+7 (901) 222-33-44", // stored as E.164 (domain/contacts/phone.ts)
      },
      undefined,
      "guest-form-key-1",
    );
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.status).toBe("succeeded");
    expect(row?.chatSessionId).toBeTruthy();
    const chat = await chatOf(row?.chatSessionId ?? "");
    expect(chat).toMatchObject({
      isGuest: true,
      serviceId: String(service.id),
      serviceTitle: service.title,
      guestName: "Гость Платящий",
      guestEmail: "guest-payer@example.ru",
      guestPhone: "+79012223344",
      paymentStatus: "paid",
    });
    // The lawyer can write there at once: the executor's own message goes through.
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat?.id}/messages`,
      headers: bearer(executor),
      payload: { content: "Здравствуйте! Спасибо за оплату." },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    const page = await listPayments("?q=guest-payer");
    expect(page.items).toEqual([
      expect.objectContaining({
        id,
        amount: service.base_price,
        status: "succeeded",
        kind: "card",
        method: "card",
        service_title: service.title,
        payer: {
          name: "Гость Платящий",
          email: "guest-payer@example.ru",
          phone: "+79012223344",
        },
        chat_session_id: chat?.id,
        chat_is_guest: true,
      }),
    ]);
    expect(page.items[0]?.paid_at).not.toBeNull();
    // The executors hear of it live, with the notice the cabinet shows.
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: "payment.received",
        session_id: chat?.id,
        notice: PAYMENT_TEXTS.paymentReceivedNotice(
          formatKopecks(roublesToKopecks(service.base_price)),
          service.title,
          "Гость Платящий",
        ),
      }),
    );
    // The public payment answer never hands out a guest chat's id…
    const open = await t.app.inject({ url: `/api/payments/${id}` });
    expect(open.json()).toMatchObject({ chat_session_id: null, guest_chat: true });
    const wrongKey = await t.app.inject({
      url: `/api/payments/${id}`,
      headers: { "idempotence-key": "someone-elses-key" },
    });
    expect(wrongKey.json().chat_session_id).toBeNull();
    // …except to the browser that paid, by the key it paid with: the guest reaches the chat.
    const own = await t.app.inject({
      url: `/api/payments/${id}`,
      headers: { "idempotence-key": "guest-form-key-1" },
    });
    expect(own.json()).toMatchObject({ chat_session_id: chat?.id, guest_chat: true });
  });

  it("a client's card payment lands in the client's own chat for that service", async () => {
    const client = await registerClient(t.app, { fullName: "Клиент Картой" });
    const existing = (await openClientChat(t.app, client.token, service.id)) as ChatSession;
    const id = await payForService(
      { client_name: "Клиент Картой", client_email: client.email },
      client.token,
    );
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.chatSessionId).toBe(existing.id);
    const messages = (
      await t.app.inject({
        url: `/api/chat/sessions/${existing.id}/messages`,
        headers: bearer(client.token),
      })
    ).json() as ChatMessage[];
    expect(messages.some((m) => m.sender_type === "system")).toBe(true);
    const [item] = (await listPayments(`?q=${encodeURIComponent(client.email)}`)).items;
    expect(item).toMatchObject({ chat_session_id: existing.id, chat_is_guest: false });
  });

  it("a guest's business tariff opens a guest chat about that tariff", async () => {
    const created = await createPaymentOk(
      t.app,
      {
        plan_type: "silver",
        amount: 60000,
        client_name: "Гость Тарифный",
        client_email: "tariff-guest@example.ru",
      },
      { ip: "10.2.0.1" },
    );
    await decideInSandbox(t.app, created.confirmation_url, "pay");
    const [item] = (await listPayments("?kind=tariff&q=tariff-guest")).items;
    expect(item).toMatchObject({ kind: "tariff", status: "succeeded", chat_is_guest: true });
    const chat = await chatOf(item?.chat_session_id ?? "");
    expect(chat).toMatchObject({
      serviceId: "business_tariff_silver",
      planType: "silver",
      guestName: "Гость Тарифный",
      paymentStatus: "paid",
    });
  });

  it("filters by status and kind, searches the payer by phone digits, and pages", async () => {
    const client = await registerClient(t.app, { fullName: "Клиент Запроса" });
    const chat = (await openClientChat(t.app, client.token, service.id)) as ChatSession;
    const request = await requestPaymentInChat(t.app, executor, chat.id, 777);
    await createPaymentOk(
      t.app,
      { ...chatPaymentBody(request), client_name: "Клиент Запроса", client_email: client.email },
      { token: client.token },
    );
    const pending = await listPayments("?status=pending&kind=payment_request");
    expect(pending.items.map((item) => item.amount)).toContain(777);
    expect(pending.items.every((i) => i.status === "pending" && i.kind === "payment_request")).toBe(
      true,
    );
    expect((await listPayments("?kind=card&status=pending")).items).not.toContainEqual(
      expect.objectContaining({ amount: 777 }),
    );
    const byDigits = await listPayments("?q=9012223344");
    expect(byDigits.items.map((i) => i.payer.name)).toEqual(["Гость Платящий"]);
    const byName = await listPayments(`?q=${encodeURIComponent("платящий")}`);
    expect(byName.total).toBe(1);

    const all = await listPayments("?page_size=2");
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items).toHaveLength(2);
    const second = await listPayments("?page_size=2&page=2");
    expect(second.items[0]?.id).not.toBe(all.items[0]?.id);
  });

  it("its totals are the earnings tab's figures, and they add up to the listed payments", async () => {
    const earnings = (
      await t.app.inject({ url: "/api/executor/earnings/stats", headers: bearer(executor) })
    ).json() as EarningsStats;
    const page = await listPayments("?status=succeeded&page_size=100");
    expect(page.totals).toEqual(earnings);
    // Everything in this file was paid just now: today's figure is the listed succeeded ones.
    const sum = page.items.reduce((total, item) => total + roublesToKopecks(item.amount), 0);
    expect(roublesToKopecks(page.totals.today.amount)).toBe(sum);
    expect(page.totals.today.count).toBe(page.total);
  });
});
