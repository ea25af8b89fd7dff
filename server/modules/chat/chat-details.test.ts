import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import {
  createGuestChat,
  executorToken,
  messagesOf,
  openClientChat,
  PDF_BYTES,
  PNG_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** The demo executor's profile name (server/db/seed/demo-accounts.ts). */
const LAWYER = "Анна Сергеевна Юрьева";

let t: TestApp;
let executor: string;
beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
});
afterAll(() => t.close());

const url = (id: string, tail = "") => `/api/chat/sessions/${id}${tail}`;
const guestUrl = (id: string, tail = "") => `/api/guest/chat/sessions/${id}${tail}`;
const files = [
  { name: "договор.pdf", bytes: PDF_BYTES, type: "application/pdf" },
  { name: "скан.png", bytes: PNG_BYTES, type: "image/png" },
];

async function executorView(id: string) {
  const response = await t.app.inject({ url: url(id), headers: bearer(executor) });
  return response.json() as ChatSession;
}

describe("unread messages count sends, not their parts", () => {
  it("a client's text with two files is one unread message", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 1);
    const sent = await sendMessage(
      t.app,
      url(session.id, "/messages"),
      "Вот документы",
      files,
      token,
    );
    expect(sent.statusCode).toBe(201);
    // Stored as three parts (the text and a message per file)...
    expect(sent.json()).toHaveLength(3);
    // ...read as one message.
    expect((await executorView(session.id)).unread_messages_count).toBe(1);

    await sendMessage(t.app, url(session.id, "/messages"), "", files.slice(0, 1), token);
    expect((await executorView(session.id)).unread_messages_count).toBe(2);
  });

  it("a guest's text with files is one unread message too", async () => {
    const guest = await createGuestChat(t.app);
    const sent = await sendMessage(t.app, guestUrl(guest.id, "/messages"), "Смотрите", files);
    expect(sent.statusCode).toBe(201);
    expect((await executorView(guest.id)).unread_messages_count).toBe(1);
  });
});

/** A chat in the queue (no assignee) names the lawyer who last wrote in it. */
const toQueue = (id: string) =>
  t.db.update(chatSessions).set({ assigneeId: null }).where(eq(chatSessions.id, id));

describe("the lawyer is named from their profile", () => {
  it("a client's chat names the lawyer on the session and on each of their messages", async () => {
    const { token } = await registerClient(t.app, { fullName: "Олег Клиентов" });
    const session = await openClientChat(t.app, token, 2);
    // Assigned at once (issue 30 §2): the client's lawyer is the assignee.
    expect(session.assignee_name).toBeTruthy();
    expect(session.executor_name).toBe(session.assignee_name);
    await toQueue(session.id);

    const answer = await sendMessage(
      t.app,
      url(session.id, "/messages"),
      "Здравствуйте",
      [],
      executor,
    );
    expect(answer.json()).toMatchObject([{ sender_type: "executor", sender_name: LAWYER }]);
    await sendMessage(t.app, url(session.id, "/messages"), "Добрый день", [], token);

    const messages = await messagesOf(t.app, url(session.id, "/messages"), token);
    expect(messages.map((m) => [m.sender_type, m.sender_name])).toEqual([
      ["executor", LAWYER],
      ["client", "Олег Клиентов"],
    ]);
    const own = (await t.app.inject({ url: url(session.id), headers: bearer(token) })).json();
    expect(own).toMatchObject({ executor_name: LAWYER });
    const list = (
      await t.app.inject({ url: "/api/chat/sessions", headers: bearer(token) })
    ).json() as ChatSession[];
    expect(list.find((s) => s.id === session.id)?.executor_name).toBe(LAWYER);
  });

  it("a guest's chat names the lawyer; a guest's own messages carry no name", async () => {
    const guest = await createGuestChat(t.app);
    await toQueue(guest.id);
    const before = (await t.app.inject({ url: guestUrl(guest.id) })).json() as ChatSession;
    expect(before.executor_name).toBeNull();

    await sendMessage(t.app, guestUrl(guest.id, "/messages"), "Вопрос");
    await sendMessage(t.app, url(guest.id, "/messages"), "Ответ", [], executor);
    const messages = await messagesOf(t.app, guestUrl(guest.id, "/messages"));
    expect(messages.map((m) => [m.sender_type, m.sender_name])).toEqual([
      ["client", null],
      ["executor", LAWYER],
    ]);
    const after = (await t.app.inject({ url: guestUrl(guest.id) })).json() as ChatSession;
    expect(after.executor_name).toBe(LAWYER);
  });
});
