import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import {
  createGuestChat,
  executorToken,
  messagesOf,
  openClientChat,
  PDF_BYTES,
  postOk,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  decideInSandbox,
  payableService,
  sandboxIdOf,
} from "../../test/payment-fixtures.ts";
import { confirmedPhone } from "../../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import type { ChatContext } from "./chat-context.ts";
import { runChatMaintenance } from "./chat-maintenance.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let service: Service;
let executor: string;

beforeAll(async () => {
  t = await buildTestApp();
  service = await payableService(t.app);
  executor = await executorToken(t.app);
});
afterAll(() => t.close());

const contextAt = (hours: number): ChatContext => ({
  db: t.db,
  events: t.app.events,
  storage: t.app.storage,
  now: () => new Date(Date.now() + hours * HOUR),
});

const guestChatOf = (serviceId = service.id) =>
  createGuestChat(t.app, { service_id: String(serviceId), guest_email: "guest@example.ru" });

/** The guest pays for the chat's service from the catalogue (or the chat's «Оплатить»). */
async function payFor(chatSessionId: string | null, key = crypto.randomUUID(), token?: string) {
  const created = await createPaymentOk(
    t.app,
    {
      service_id: service.id,
      amount: service.base_price,
      service_type: service.category,
      chat_session_id: chatSessionId,
    },
    { key, ...(token ? { token } : {}) },
  );
  await decideInSandbox(t.app, sandboxIdOf(created.confirmation_url), "pay");
  return { id: created.payment_id, key };
}

const chatRow = async (id: string) =>
  (await t.db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0];
const paymentRow = async (id: string) =>
  (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

describe("a guest who pays while their chat is open pays in that chat (issue 28)", () => {
  it("links the payment to the guest chat: no second chat, the chat reads paid", async () => {
    const chat = await guestChatOf();
    const before = await t.db.select({ id: chatSessions.id }).from(chatSessions);
    const paid = await payFor(chat.id);

    expect((await paymentRow(paid.id))?.chatSessionId).toBe(chat.id);
    expect(await t.db.select({ id: chatSessions.id }).from(chatSessions)).toHaveLength(
      before.length,
    );
    expect((await chatRow(chat.id))?.paymentStatus).toBe("paid");
    // The paying browser is told the chat, so «Вернуться в чат» leads there.
    const result = await t.app.inject({
      url: `/api/payments/${paid.id}`,
      headers: { "idempotence-key": paid.key },
    });
    expect(result.json()).toMatchObject({ chat_session_id: chat.id, guest_chat: true });
    const messages = await messagesOf(t.app, `/api/guest/chat/sessions/${chat.id}/messages`);
    expect(messages.some((m) => m.content.includes("Тестовая оплата"))).toBe(true);
  });

  it("a chat about another service, or someone else's client chat, is not joined", async () => {
    const other = (await t.app.inject({ url: "/api/services" })).json() as Service[];
    const otherService = other.find((item) => item.id !== service.id);
    const elsewhere = await guestChatOf(otherService?.id);
    const paid = await payFor(elsewhere.id);
    const linked = (await paymentRow(paid.id))?.chatSessionId;
    expect(linked).not.toBe(elsewhere.id);
    expect((await chatRow(elsewhere.id))?.paymentStatus).toBe("not_paid");

    const { token } = await registerClient(t.app);
    const clientChat = await openClientChat(t.app, token, service.id);
    const foreign = await payFor(clientChat.id);
    expect((await paymentRow(foreign.id))?.chatSessionId).not.toBe(clientChat.id);
    expect((await chatRow(clientChat.id))?.paymentStatus).toBe("not_paid");
  });
});

describe("a paid guest chat is kept until its documents were available for 7 days", () => {
  it("is not deleted at 24 h, and lives 7 days after «Документы готовы»", async () => {
    const chat = await guestChatOf();
    await payFor(chat.id);
    // The lawyer works longer than the chat's 24 hours, and longer than the 7 days too.
    await runChatMaintenance(contextAt(25));
    expect(await chatRow(chat.id)).toBeDefined();
    await t.db
      .update(chatSessions)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(chatSessions.id, chat.id));
    await runChatMaintenance(contextAt(0));
    expect(await chatRow(chat.id)).toBeDefined();

    const url = `/api/chat/sessions/${chat.id}`;
    await postOk(t.app, `${url}/start-task`, executor, {
      duration_value: 1,
      duration_unit: "hours",
    });
    const ready = await postOk(t.app, `${url}/documents-ready`, executor);
    const keptFor = Date.parse(ready.expires_at ?? "") - Date.now();
    expect(keptFor).toBeGreaterThan(7 * DAY - 60_000);

    // The guest reads the download deadline, not the client's review deadline.
    const messages = await messagesOf(t.app, `/api/guest/chat/sessions/${chat.id}/messages`);
    const last = messages.at(-1) as ChatMessage;
    expect(last.content).toBe(
      SYSTEM_MESSAGES.guestDocumentsReady(formatMoscowDateTime(ready.expires_at ?? "")),
    );
    expect(last.content).not.toContain("доработку");

    await runChatMaintenance(contextAt(7 * 24 - 1));
    expect(await chatRow(chat.id)).toBeDefined();
    await runChatMaintenance(contextAt(7 * 24 + 1));
    expect(await chatRow(chat.id)).toBeUndefined();
  });

  it("an unpaid guest chat is still deleted at 24 h", async () => {
    const chat = await guestChatOf();
    await runChatMaintenance(contextAt(24.1));
    expect(await chatRow(chat.id)).toBeUndefined();
  });
});

describe("«Скачать всё» in a guest chat", () => {
  it("answers a zip to the chat's id, 404 to any other", async () => {
    const chat = await guestChatOf();
    await sendMessage(t.app, `/api/guest/chat/sessions/${chat.id}/messages`, "скан", [
      { name: "скан.pdf", bytes: PDF_BYTES },
    ]);
    const zip = await t.app.inject({ url: `/api/guest/chat/sessions/${chat.id}/transcript.zip` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");

    const { token } = await registerClient(t.app);
    const clientChat = await openClientChat(t.app, token, service.id);
    for (const id of [crypto.randomUUID(), clientChat.id, "x"]) {
      const refused = await t.app.inject({ url: `/api/guest/chat/sessions/${id}/transcript.zip` });
      expect(refused.statusCode).toBe(404);
    }
  });
});

async function register(guestChatId: string | null) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email: `guest-${crypto.randomUUID()}@example.ru`,
      password: "a-long-secret-password",
      full_name: "Гость Гостев",
      client_type: "individual",
      agree_to_terms: true,
      guest_chat_id: guestChatId,
      ...(await confirmedPhone(t.app)),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access_token: string; user: { id: number } };
}

const dashboardOf = async (token: string) =>
  (await t.app.inject({ url: "/api/chat/sessions", headers: bearer(token) })).json() as
    | ChatSession[]
    | { items: ChatSession[] };
const listed = (body: Awaited<ReturnType<typeof dashboardOf>>) =>
  Array.isArray(body) ? body : body.items;

describe("registering from a guest chat keeps the chat (issue 28)", () => {
  it("moves the chat, its files and its payment into the new account", async () => {
    const chat = await guestChatOf();
    await sendMessage(t.app, `/api/guest/chat/sessions/${chat.id}/messages`, "скан", [
      { name: "скан.pdf", bytes: PDF_BYTES },
    ]);
    const paid = await payFor(chat.id);
    const account = await register(chat.id);

    const row = await chatRow(chat.id);
    expect(row).toMatchObject({ isGuest: false, clientId: account.user.id, expiresAt: null });
    expect((await paymentRow(paid.id))?.payerUserId).toBe(account.user.id);
    expect(listed(await dashboardOf(account.access_token)).map((s) => s.id)).toContain(chat.id);
    const messages = await messagesOf(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      account.access_token,
    );
    expect(messages.some((m) => m.file_name === "скан.pdf")).toBe(true);
    // No longer a guest chat: the guest path does not open it, and the sweep never deletes it.
    expect((await t.app.inject({ url: `/api/guest/chat/sessions/${chat.id}` })).statusCode).toBe(
      404,
    );
    await runChatMaintenance(contextAt(24 * 365));
    expect(await chatRow(chat.id)).toBeDefined();
  });

  it("a wrong, foreign or expired id moves nothing, and the account is still made", async () => {
    const { token } = await registerClient(t.app);
    const someonesChat = await openClientChat(t.app, token, service.id);
    const expired = await guestChatOf();
    await t.db
      .update(chatSessions)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(chatSessions.id, expired.id));

    for (const id of [crypto.randomUUID(), "not-an-id", someonesChat.id, expired.id]) {
      const account = await register(id);
      expect(listed(await dashboardOf(account.access_token))).toEqual([]);
    }
    expect((await chatRow(someonesChat.id))?.clientId).not.toBeNull();
    expect((await chatRow(expired.id))?.isGuest).toBe(true);
  });
});
