import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { CORPORATE_CHAT_SERVICE_ID } from "../../../domain/chat/chat-service-ids.ts";
import { CORPORATE_TEXTS as T } from "../../../domain/corporate/corporate.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { buildBackOfficeTestApp } from "../../test/back-office.ts";
import { PDF_BYTES, postOk, sendMessage } from "../../test/chat-fixtures.ts";
import { type CorporateCallers, corporateCallers } from "../../test/corporate-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { requestPaymentInChat } from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let who: CorporateCallers;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  who = await corporateCallers(t.app);
});
afterAll(() => t.close());

const URL = "/api/corporate/chat/session";
const getChat = (token?: string) => t.app.inject({ url: URL, headers: token ? bearer(token) : {} });
const openChat = (token?: string) =>
  t.app.inject({ method: "POST", url: URL, headers: token ? bearer(token) : {} });
const corporateChats = (clientId?: number) =>
  t.db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.serviceId, CORPORATE_CHAT_SERVICE_ID),
        clientId === undefined ? undefined : eq(chatSessions.clientId, clientId),
      ),
    );
const overview = async (token: string) =>
  (await t.app.inject({ url: "/api/corporate/overview", headers: bearer(token) })).json() as {
    active_requests: number;
  };

describe("the corporate chat", () => {
  it("is refused to anyone but a corporate client, and none is created for them", async () => {
    const cases: [string, string | undefined, number][] = [
      ["anonymous", undefined, 401],
      ["an individual", who.individual.token, 403],
      ["an executor", who.executor, 403],
      ["an admin", who.admin, 403],
    ];
    for (const [caller, token, status] of cases) {
      for (const response of [await getChat(token), await openChat(token)]) {
        expect(response.statusCode, caller).toBe(status);
        expect(response.json().detail, caller).toMatch(/[а-яё]/i);
      }
    }
    expect((await getChat(who.individual.token)).json()).toEqual({ detail: T.corporateOnly });
    expect(await corporateChats()).toEqual([]);
    // Nor through the ordinary chat route: the corporate chat is not a catalogue service.
    const generic = await t.app.inject({
      method: "POST",
      url: "/api/chat/sessions",
      headers: bearer(who.owner.token),
      payload: { service_id: CORPORATE_CHAT_SERVICE_ID },
    });
    expect(generic.statusCode).toBe(400);
    expect(generic.json()).toEqual({ detail: CHAT_TEXTS.serviceNotFound });
  });

  it("answers 404 until opened; two parallel opens make one chat and both get it", async () => {
    const before = await getChat(who.owner.token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ detail: T.chatNotFound });

    const [first, second] = await Promise.all([
      openChat(who.owner.token),
      openChat(who.owner.token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const a = first.json() as ChatSession;
    const b = second.json() as ChatSession;
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({
      service_id: CORPORATE_CHAT_SERVICE_ID,
      service_title: T.corporateChatTitle,
      client_id: who.owner.id,
      task_status: "new",
      is_corporate_session: true,
    });
    expect(await corporateChats(who.owner.id)).toHaveLength(1);

    const again = await openChat(who.owner.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.id);
    expect((await getChat(who.owner.token)).json().id).toBe(a.id);

    // Another company has its own (none yet), never this one.
    expect((await getChat(who.otherCompany.token)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      url: `/api/chat/sessions/${a.id}`,
      headers: bearer(who.otherCompany.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("counts as an active request once a payment is asked for, not while it is only a conversation (issue 28 §1)", async () => {
    const company = await registerClient(t.app, {
      clientType: "corporate",
      fullName: "Третья Компания",
    });
    const chat = (await openChat(company.token)).json() as ChatSession;
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Вопрос по договору",
      [],
      company.token,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await overview(company.token)).active_requests).toBe(0);
    await requestPaymentInChat(
      t.app,
      who.executor,
      chat.id,
      3000,
      "Проверка договора",
      "Проверка договора поставки",
    );
    expect((await overview(company.token)).active_requests).toBe(1);
  });

  it("is an ordinary chat for the lawyer: messages, files, task statuses, payment requests", async () => {
    const chat = (await openChat(who.owner.token)).json() as ChatSession;
    expect((await overview(who.owner.token)).active_requests).toBe(0);

    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Нужна проверка договора поставки",
      [{ name: "договор.pdf", bytes: PDF_BYTES }],
      who.owner.token,
    );
    expect(sent.statusCode, sent.body).toBe(201);

    const listed = await t.app.inject({ url: "/api/chat/sessions", headers: bearer(who.executor) });
    const mine = (listed.json() as ChatSession[]).find((session) => session.id === chat.id);
    expect(mine).toMatchObject({ is_corporate_session: true, unread_messages_count: 1 });

    const started = await postOk(t.app, `/api/chat/sessions/${chat.id}/start-task`, who.executor, {
      duration: 2,
      unit: "days",
    });
    expect(started.task_status).toBe("in_progress");
    // Now it is a request in progress: the overview counts it.
    expect((await overview(who.owner.token)).active_requests).toBe(1);

    const request = await requestPaymentInChat(
      t.app,
      who.executor,
      chat.id,
      5000,
      "Проверка договора",
      "Проверка договора аренды",
    );
    expect(request).toMatchObject({ message_type: "payment_request", payment_amount: 5000 });
    const messages = (
      await t.app.inject({
        url: `/api/chat/sessions/${chat.id}/messages`,
        headers: bearer(who.owner.token),
      })
    ).json() as ChatMessage[];
    expect(messages.map((message) => message.message_type)).toEqual(
      expect.arrayContaining(["text", "file", "system", "payment_request"]),
    );

    // A finished corporate chat stays the company's one chat: opening answers it again.
    await t.db
      .update(chatSessions)
      .set({ taskStatus: "completed" })
      .where(eq(chatSessions.id, chat.id));
    const reopened = await openChat(who.owner.token);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().id).toBe(chat.id);
    expect((await overview(who.owner.token)).active_requests).toBe(0);
  });
});
