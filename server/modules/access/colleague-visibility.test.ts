import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import { CLIENT_TEXTS } from "../../../domain/clients/clients.ts";
import type { CreatePaymentResponse } from "../../../domain/payments/payment-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { buildBackOfficeTestApp, TEST_ADMIN } from "../../test/back-office.ts";
import { openClientChat } from "../../test/chat-fixtures.ts";
import { saveCard, VALID_CARD } from "../../test/corporate-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  decideInSandbox,
  PAYER,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { staffStreamTopics } from "../chat/chat-events.ts";

/**
 * Issue 43 §2: while «Все юристы видят все чаты» is off (two lawyers, the default), a lawyer
 * reaches nothing of a colleague's client through any door — lists, events, the payment page,
 * erasure. The access matrix proves the object routes; this file the lists and the events.
 */
let t: TestApp;
let lawyerA: { id: number; token: string };
let lawyerB: { id: number; token: string };
let admin: string;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  const token = await loginAsStaff(t.app, "executor@demo.ru", "demo-executor");
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  lawyerA = { id: demo!.id, token };
  // The second lawyer takes no chats: every chat here is lawyer A's.
  const colleague = await createStaff(t);
  await t.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.id, colleague.id));
  lawyerB = colleague;
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** A client's chat, made lawyer A's whatever the assignment chose. */
async function chatOfLawyerA(token: string) {
  const chat = await openClientChat(t.app, token);
  await t.db
    .update(chatSessions)
    .set({ assigneeId: lawyerA.id })
    .where(eq(chatSessions.id, chat.id));
  return chat;
}

describe("a colleague's client is nobody else's to see", () => {
  it("in the lists, the payment page and the live events", async () => {
    const company = await registerClient(t.app, { clientType: "corporate", fullName: "ООО Чужое" });
    await saveCard(t.app, company.token, VALID_CARD);
    const chat = await chatOfLawyerA(company.token);
    // Lawyer B's stream, as it subscribes while lawyers see only their own chats.
    const heardByB: ChatEvent[] = [];
    for (const topic of staffStreamTopics({ id: lawyerB.id, role: "executor" }, false)) {
      t.app.events.subscribe(topic, (event) => heardByB.push(event as ChatEvent));
    }
    const request = await requestPaymentInChat(t.app, lawyerA.token, chat.id, 4200);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/payments/create",
      headers: bearer(company.token),
      payload: {
        ...PAYER,
        ...chatPaymentBody(request),
        currency: "RUB",
        return_url: "http://localhost/payment/result",
        agree_to_terms: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const payment = created.json() as CreatePaymentResponse;
    expect((await decideInSandbox(t.app, payment.confirmation_url, "pay")).statusCode).toBe(200);

    // Lawyer A and the administrator see the client, the company, the payment and the invoice.
    for (const token of [lawyerA.token, admin]) {
      expect((await get(`/api/clients?search=${company.email}`, token)).items).toHaveLength(1);
      expect(
        (await get(`/api/executor/corporate-clients?q=${company.email}`, token)).items,
      ).toHaveLength(1);
      expect(JSON.stringify(await get("/api/executor/payments", token))).toContain(
        payment.payment_id,
      );
      expect(JSON.stringify(await get("/api/billing/documents", token))).toContain(chat.id);
      expect((await get(`/api/payments/${payment.payment_id}`, token)).chat_session_id).toBe(
        chat.id,
      );
    }
    // Lawyer B sees none of them, and hears nothing of the chat.
    expect((await get(`/api/clients?search=${company.email}`, lawyerB.token)).items).toEqual([]);
    expect(
      (await get(`/api/executor/corporate-clients?q=${company.email}`, lawyerB.token)).items,
    ).toEqual([]);
    expect(JSON.stringify(await get("/api/executor/payments", lawyerB.token))).not.toContain(
      payment.payment_id,
    );
    expect(JSON.stringify(await get("/api/billing/documents", lawyerB.token))).not.toContain(
      chat.id,
    );
    expect(
      (await get(`/api/payments/${payment.payment_id}`, lawyerB.token)).chat_session_id,
    ).toBeNull();
    expect(JSON.stringify(heardByB)).not.toContain(chat.id);
    // The result page without a session: what it shows, not whose chat was paid for; the payer
    // reads their own chat back.
    expect((await get(`/api/payments/${payment.payment_id}`)).chat_session_id).toBeNull();
    expect((await get(`/api/payments/${payment.payment_id}`, company.token)).chat_session_id).toBe(
      chat.id,
    );
  });
});

describe("erasing a client takes more than seeing them", () => {
  it("a lawyer erases a client whose every chat is theirs; not one with a chat in the queue", async () => {
    const own = await registerClient(t.app, { fullName: "Клиент Свой" });
    await chatOfLawyerA(own.token);
    const erase = (id: number, token: string) =>
      t.app.inject({ method: "DELETE", url: `/api/clients/${id}`, headers: bearer(token) });

    // Another lawyer does not find them at all.
    const byColleague = await erase(own.user.id, lawyerB.token);
    expect(byColleague.statusCode).toBe(404);
    expect(byColleague.json().detail).toBe(CLIENT_TEXTS.notFound);

    const shared = await registerClient(t.app, { fullName: "Клиент Общий" });
    await chatOfLawyerA(shared.token);
    const waiting = await openClientChat(t.app, shared.token, 5);
    await t.db
      .update(chatSessions)
      .set({ assigneeId: null })
      .where(eq(chatSessions.id, waiting.id));
    const refused = await erase(shared.user.id, lawyerA.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(CLIENT_TEXTS.erasureNeedsAdmin);
    expect((await t.db.select().from(users).where(eq(users.id, shared.user.id))).length).toBe(1);
    expect((await erase(shared.user.id, admin)).statusCode).toBe(200);

    expect((await erase(own.user.id, lawyerA.token)).statusCode).toBe(200);
  });
});
