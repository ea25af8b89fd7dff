import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base: string;
let executor: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  executor = await executorToken(t.app);
});
afterAll(() => t.close());

const url = (id: string, tail = "") => `/api/chat/sessions/${id}${tail}`;
const guestUrl = (id: string, tail = "") => `/api/guest/chat/sessions/${id}${tail}`;
const post = (path: string, token?: string) =>
  t.app.inject({ method: "POST", url: path, headers: token ? bearer(token) : {} });

async function send(path: string, content: string, token?: string): Promise<ChatMessage> {
  const response = await sendMessage(t.app, path, content, [], token);
  expect(response.statusCode).toBe(201);
  return (response.json() as ChatMessage[])[0] as ChatMessage;
}

/** A client's chat with one message from each side. */
async function chatWithMessages() {
  const client = await registerClient(t.app);
  const chat = await openClientChat(t.app, client.token, 1);
  const question = await send(url(chat.id, "/messages"), "Вопрос", client.token);
  const answer = await send(url(chat.id, "/messages"), "Ответ", executor);
  return { client, chat, question, answer };
}

describe("read pointers", () => {
  it("start empty and are part of the chat as both sides load it", async () => {
    const { client, chat } = await chatWithMessages();
    for (const token of [client.token, executor]) {
      const view = (await t.app.inject({ url: url(chat.id), headers: bearer(token) })).json();
      expect(view).toMatchObject({ executor_read_message_id: null, client_read_message_id: null });
    }
  });

  it("the executor's mark-read moves theirs to the last message and clears the unread count", async () => {
    const { client, chat, answer } = await chatWithMessages();
    const marked = await post(url(chat.id, "/mark-read"), executor);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      unread_messages_count: 0,
      executor_read_message_id: answer.id,
      client_read_message_id: null,
    });
    const seenByClient = await t.app.inject({ url: url(chat.id), headers: bearer(client.token) });
    expect((seenByClient.json() as ChatSession).executor_read_message_id).toBe(answer.id);
  });

  it("the client's read moves the client's pointer, and the next message moves it on", async () => {
    const { client, chat, answer } = await chatWithMessages();
    const first = await post(url(chat.id, "/read"), client.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      client_read_message_id: answer.id,
      executor_read_message_id: null,
    });
    const later = await send(url(chat.id, "/messages"), "Ещё ответ", executor);
    const second = await post(url(chat.id, "/read"), client.token);
    expect((second.json() as ChatSession).client_read_message_id).toBe(later.id);
  });

  it("never move back: a read that saw less keeps the newer pointer", async () => {
    const { client, chat, answer } = await chatWithMessages();
    // As if a racing request had already recorded a read further on.
    await t.db
      .update(chatSessions)
      .set({ clientReadMessageId: answer.id + 1000, executorReadMessageId: answer.id + 1000 })
      .where(eq(chatSessions.id, chat.id));
    const read = (await post(url(chat.id, "/read"), client.token)).json() as ChatSession;
    expect(read.client_read_message_id).toBe(answer.id + 1000);
    const exec = (await post(url(chat.id, "/mark-read"), executor)).json() as ChatSession;
    expect(exec.executor_read_message_id).toBe(answer.id + 1000);
  });

  it("concurrent reads settle on the last message", async () => {
    const { client, chat, answer } = await chatWithMessages();
    await Promise.all(Array.from({ length: 5 }, () => post(url(chat.id, "/read"), client.token)));
    const view = await t.app.inject({ url: url(chat.id), headers: bearer(client.token) });
    expect((view.json() as ChatSession).client_read_message_id).toBe(answer.id);
  });

  it("an empty chat keeps no pointer", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 2);
    const read = await post(url(chat.id, "/read"), client.token);
    expect((read.json() as ChatSession).client_read_message_id).toBeNull();
  });

  it("a guest reads through the guest path", async () => {
    const guest = await createGuestChat(t.app);
    const answer = await send(url(guest.id, "/messages"), "Здравствуйте", executor);
    const read = await post(guestUrl(guest.id, "/read"));
    expect(read.statusCode).toBe(200);
    expect((read.json() as ChatSession).client_read_message_id).toBe(answer.id);
  });
});

describe("who may mark a chat read", () => {
  it("another client gets 404, a visitor 401, an executor 403 on the client's read", async () => {
    const { chat } = await chatWithMessages();
    const stranger = await registerClient(t.app);
    const foreign = await post(url(chat.id, "/read"), stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(CHAT_TEXTS.sessionNotFound);
    expect((await post(url(chat.id, "/read"))).statusCode).toBe(401);
    const byExecutor = await post(url(chat.id, "/read"), executor);
    expect(byExecutor.statusCode).toBe(403);
    expect(byExecutor.json().detail).toBe(CHAT_TEXTS.clientOnly);
    // A client cannot use the executors' mark-read either.
    expect((await post(url(chat.id, "/mark-read"), stranger.token)).statusCode).toBe(403);
    const [row] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, chat.id));
    expect(row).toMatchObject({ clientReadMessageId: null, executorReadMessageId: null });
  });

  it("the guest path refuses a client's chat, an unknown id and a malformed one", async () => {
    const { chat } = await chatWithMessages();
    for (const id of [chat.id, "00000000-0000-4000-8000-000000000000", "not-a-chat"]) {
      const response = await post(guestUrl(id, "/read"));
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(CHAT_TEXTS.guestChatNotFound);
    }
    const [row] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, chat.id));
    expect(row?.clientReadMessageId).toBeNull();
  });

  it("one guest's chat id reads only that chat; a client cannot read a guest's chat", async () => {
    const mine = await createGuestChat(t.app);
    const theirs = await createGuestChat(t.app);
    await send(url(theirs.id, "/messages"), "Для другого гостя", executor);
    await post(guestUrl(mine.id, "/read"));
    const [row] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, theirs.id));
    expect(row?.clientReadMessageId).toBeNull();
    const client = await registerClient(t.app);
    expect((await post(url(theirs.id, "/read"), client.token)).statusCode).toBe(404);
  });
});

describe("a read reaches both sides live", () => {
  it("the executor sees the client's read; the client sees the executor's", async () => {
    const { client, chat, question, answer } = await chatWithMessages();
    const executorStream = await listen(`${base}/api/events`, bearer(executor));
    const clientStream = await listen(`${base}/api/events`, bearer(client.token));

    await post(url(chat.id, "/read"), client.token);
    const clientRead = await executorStream.next(
      (e) => e.type === "messages.read" && e.session_id === chat.id,
    );
    expect(clientRead).toMatchObject({ reader: "client", last_read_message_id: answer.id });

    await post(url(chat.id, "/mark-read"), executor);
    const executorRead = await clientStream.next(
      (e) => e.type === "messages.read" && e.reader === "executor",
    );
    expect(executorRead).toMatchObject({ session_id: chat.id, last_read_message_id: answer.id });
    expect(answer.id).toBeGreaterThan(question.id);

    // A read that moves nothing says nothing: the marker below arrives with no second read.
    await post(url(chat.id, "/read"), client.token);
    await send(url(chat.id, "/messages"), "Маркер", client.token);
    await executorStream.next((e) => e.type === "message.created" && e.session_id === chat.id);
    const reads = executorStream.events.filter(
      (e) => e.type === "messages.read" && e.reader === "client",
    );
    expect(reads).toHaveLength(1);
    executorStream.close();
    clientStream.close();
  });

  it("a guest's read reaches the executors; the executors' read reaches the guest", async () => {
    const guest = await createGuestChat(t.app);
    await send(guestUrl(guest.id, "/messages"), "Вопрос гостя");
    const answer = await send(url(guest.id, "/messages"), "Ответ", executor);
    const executorStream = await listen(`${base}/api/events`, bearer(executor));
    const guestStream = await listen(`${base}${guestUrl(guest.id, "/events")}`);

    await post(guestUrl(guest.id, "/read"));
    expect(
      await executorStream.next((e) => e.type === "messages.read" && e.session_id === guest.id),
    ).toMatchObject({ reader: "client", last_read_message_id: answer.id });
    await post(url(guest.id, "/mark-read"), executor);
    expect(
      await guestStream.next((e) => e.type === "messages.read" && e.reader === "executor"),
    ).toMatchObject({ session_id: guest.id, last_read_message_id: answer.id });
    executorStream.close();
    guestStream.close();
  });
});
