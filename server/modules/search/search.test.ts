import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { SEARCH_TEXTS } from "../../../domain/search/search.ts";
import type { MarkedText, SearchResults } from "../../../domain/search/search-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { articles } from "../../db/schema/content.ts";
import { archivedFile, pdf } from "../../test/archive-fixtures.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  PDF_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 14 §4: what each caller finds, and above all what they never find (another client's
 * messages, files and chats; guest chats; expired ones), with the matches marked safely.
 */
let t: TestApp;
let executor: string;
let anna: { token: string; chat: ChatSession };
let boris: { token: string; chat: ChatSession };
let company: { token: string; chat: ChatSession };
let guestChat: ChatSession;
let expiredGuestChat: ChatSession;

const ANNA_TEXT = "Прошу проверить договоры аренды до пятницы";
const BORIS_TEXT = "Мой договор подряда <script>alert(1)</script> и секретная смета";

async function say(token: string, chat: ChatSession, text: string, files = [] as string[]) {
  const response = await sendMessage(
    t.app,
    `/api/chat/sessions/${chat.id}/messages`,
    text,
    files.map((name) => ({ name, bytes: PDF_BYTES })),
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
}

async function sayAsGuest(chat: ChatSession, text: string) {
  const response = await sendMessage(t.app, `/api/guest/chat/sessions/${chat.id}/messages`, text);
  expect(response.statusCode, response.body).toBe(201);
}

async function client(fullName: string, clientType: "individual" | "corporate" = "individual") {
  const { token } = await registerClient(t.app, { fullName, clientType });
  return { token, chat: await openClientChat(t.app, token, 1) };
}

beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
  anna = await client("Анна Арендатор");
  boris = await client("Борис Подрядчиков");
  company = await client("ООО Поставка", "corporate");
  guestChat = await createGuestChat(t.app, {
    guest_name: "Гость Дарителев",
    guest_phone: "+7 (900) 765-43-21",
    guest_email: "daritel@example.ru",
  });
  expiredGuestChat = await createGuestChat(t.app, { guest_name: "Гость Ушедший" });

  await say(anna.token, anna.chat, ANNA_TEXT, ["договор-аренды-анны.pdf"]);
  await say(executor, anna.chat, "Посмотрю договор аренды сегодня");
  await say(boris.token, boris.chat, BORIS_TEXT, ["договор-бориса.pdf"]);
  await say(company.token, company.chat, "Нужен договор поставки для ООО");
  await sayAsGuest(guestChat, "Гостевой вопрос про договор дарения квартиры");
  await sayAsGuest(expiredGuestChat, "Просроченный договор ренты");
  await t.db
    .update(chatSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(chatSessions.id, expiredGuestChat.id));
  await archivedFile(t.app, anna.token, pdf("договор-архив-анны.pdf"));
  await archivedFile(t.app, boris.token, pdf("договор-архив-бориса.pdf"));
  await t.db.insert(articles).values({
    title: "Как расторгнуть договор аренды",
    content: "<p>Расторжение &laquo;договора&raquo; аренды: <strong>сроки</strong> &amp; пени</p>",
    status: "draft",
  });
});
afterAll(() => t.close());

const search = (q: string, token?: string) =>
  t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: token ? bearer(token) : {},
  });

async function found(q: string, token: string): Promise<SearchResults> {
  const response = await search(q, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResults;
}

const plain = (text: MarkedText) => text.map((piece) => piece.text).join("");
const matches = (text: MarkedText) => text.filter((p) => p.match).map((p) => p.text);
const sessionsOf = (results: SearchResults) => new Set(results.messages.map((m) => m.session_id));

describe("who may search", () => {
  it("answers 401 to a stranger and to a refused token, before looking at the query", async () => {
    for (const headers of [{}, bearer("not-a-token")]) {
      const response = await t.app.inject({ url: "/api/search?q=д", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toMatch(/[а-яё]/i);
    }
  });

  it.each([
    ["", SEARCH_TEXTS.queryTooShort],
    ["   д   ", SEARCH_TEXTS.queryTooShort],
    ["д".repeat(101), SEARCH_TEXTS.queryTooLong],
  ])("answers 400 to «%s» with a Russian reason", async (q, detail) => {
    const response = await search(q, anna.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it("answers 400 without a query at all", async () => {
    const response = await t.app.inject({ url: "/api/search", headers: bearer(anna.token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: SEARCH_TEXTS.queryRequired });
  });

  it("takes exactly 100 characters and is never cached", async () => {
    const response = await search("д".repeat(100), anna.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("a client finds only their own", () => {
  it("their messages, in any form of the word, never another client's or a guest's", async () => {
    const results = await found("договор", anna.token);
    expect([...sessionsOf(results)]).toEqual([anna.chat.id]);
    const texts = results.messages.map((hit) => plain(hit.fragment));
    expect(texts).toContain(ANNA_TEXT);
    expect(texts).toContain("Посмотрю договор аренды сегодня");
    const own = results.messages.find((hit) => plain(hit.fragment) === ANNA_TEXT);
    expect(matches(own?.fragment ?? [])).toEqual(["договоры"]);
    expect(own?.party_name).toBeNull();
    expect(own?.sender_type).toBe("client");
  });

  it("their chat files and their archive, never another's", async () => {
    const results = await found("договор", anna.token);
    expect(results.files.map((file) => [file.kind, plain(file.file_name)]).sort()).toEqual([
      ["archive", "договор-архив-анны.pdf"],
      ["chat", "договор-аренды-анны.pdf"],
    ]);
    const chatFile = results.files.find((file) => file.kind === "chat");
    expect(chatFile?.session_id).toBe(anna.chat.id);
    expect(chatFile?.message_id).toEqual(expect.any(Number));
    expect(matches(chatFile?.file_name ?? [])).toEqual(["договор"]);
  });

  it("nothing of another client's, whatever word of theirs is asked", async () => {
    for (const q of [
      "подряда",
      "смета",
      "бориса",
      "Борис",
      "Подрядчиков",
      "дарения",
      "Дарителев",
    ]) {
      const results = await found(q, anna.token);
      expect(results, q).toMatchObject({
        messages: [],
        chats: [],
        files: [],
        articles: [],
        services: [],
      });
    }
  });

  it("a corporate client likewise: their own chat only", async () => {
    const results = await found("договор", company.token);
    expect([...sessionsOf(results)]).toEqual([company.chat.id]);
    expect(results.files).toEqual([]);
  });

  it("their chats by the service's title, without anyone's contacts", async () => {
    const title = anna.chat.service_title.slice(0, 6);
    const results = await found(title, anna.token);
    expect(results.chats.map((chat) => chat.session_id)).toEqual([anna.chat.id]);
    expect(results.chats[0]?.party_name).toBeNull();
    expect(results.chats[0]?.contacts).toEqual([]);
  });
});

describe("the executor finds everything live", () => {
  it("messages of every client's chat and of live guest chats, not of expired ones", async () => {
    const results = await found("договор", executor);
    const sessions = sessionsOf(results);
    for (const chat of [anna.chat, boris.chat, company.chat, guestChat]) {
      expect(sessions.has(chat.id), chat.service_title).toBe(true);
    }
    expect(sessions.has(expiredGuestChat.id)).toBe(false);
    expect((await found("ренты", executor)).messages).toEqual([]);
    const guestHit = results.messages.find((hit) => hit.session_id === guestChat.id);
    expect(guestHit).toMatchObject({ party_name: "Гость Дарителев", is_guest_session: true });
    const borisHit = results.messages.find((hit) => hit.session_id === boris.chat.id);
    expect(borisHit?.party_name).toBe("Борис Подрядчиков");
  });

  it("chats by the client's name, e-mail, or the guest's phone by its digits", async () => {
    const byName = await found("подрядч", executor);
    expect(byName.chats.map((chat) => chat.session_id)).toEqual([boris.chat.id]);
    expect(matches(byName.chats[0]?.party_name ?? [])).toEqual(["Подрядч"]);

    const byEmail = await found("daritel@", executor);
    expect(byEmail.chats.map((chat) => chat.session_id)).toEqual([guestChat.id]);
    expect(byEmail.chats[0]?.contacts.map(matches)).toEqual([["daritel@"], []]);

    const byPhone = await found("900 765", executor);
    expect(byPhone.chats.map((chat) => chat.session_id)).toEqual([guestChat.id]);
    const phone = byPhone.chats[0]?.contacts[1] ?? [];
    expect(plain(phone)).toBe("+7 (900) 765-43-21");
    expect(matches(phone)).toEqual(["900) 765"]);
  });

  it("every chat's files by name, and only their own archive", async () => {
    const results = await found("договор", executor);
    const names = results.files.map((file) => plain(file.file_name)).sort();
    expect(names).toEqual(["договор-аренды-анны.pdf", "договор-бориса.pdf"]);
  });

  it("articles (drafts too) and services, with the HTML's tags and entities as text", async () => {
    const results = await found("договор", executor);
    const article = results.articles.find((hit) => plain(hit.title).includes("расторгнуть"));
    expect(article?.status).toBe("draft");
    expect(matches(article?.title ?? [])).toEqual(["договор"]);
    expect(plain(article?.fragment ?? [])).toBe("Расторжение «договора» аренды: сроки & пени");
    expect(plain(article?.fragment ?? [])).not.toContain("<");
    const services = await found("договор", executor);
    expect(services.services.length).toBeGreaterThan(0);
    for (const service of services.services) {
      expect(plain(service.title) + plain(service.fragment)).toMatch(/договор/i);
    }
  });

  it("admits the web-search syntax: a phrase, a word left out", async () => {
    const phrase = await found('"договор подряда"', executor);
    expect([...sessionsOf(phrase)]).toEqual([boris.chat.id]);
    const without = sessionsOf(await found("договор -аренды -подряда -поставки", executor));
    expect(without.has(guestChat.id)).toBe(true);
    for (const chat of [anna.chat, boris.chat, company.chat])
      expect(without.has(chat.id)).toBe(false);
  });

  it("stop words alone and stray syntax find nothing and fail nothing", async () => {
    for (const q of ["и в на", '"(&|!:*', "договор & | !"]) {
      const response = await search(q, executor);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await found("и в на", executor)).messages).toEqual([]);
  });
});

describe("marks", () => {
  it("come back as pieces of text: markup typed in a message stays letters", async () => {
    const results = await found("подряда", executor);
    const fragment = results.messages[0]?.fragment ?? [];
    expect(plain(fragment)).toBe(BORIS_TEXT);
    expect(matches(fragment)).toEqual(["подряда"]);
    expect(fragment.filter((piece) => piece.text.includes("<script>"))).toEqual([
      { text: expect.stringContaining("<script>alert(1)</script>"), match: false },
    ]);
  });

  it("cannot be forged: the marker characters typed in a message are dropped", async () => {
    await say(boris.token, boris.chat, "поддельная \u0002метка\u0003 и настоящая смета");
    const results = await found("смета", boris.token);
    const forged = results.messages.find((hit) => plain(hit.fragment).startsWith("поддельная"));
    expect(plain(forged?.fragment ?? [])).toBe("поддельная метка и настоящая смета");
    expect(matches(forged?.fragment ?? [])).toEqual(["смета"]);
  });

  it("a message's hit names the chat and the message that opens it", async () => {
    const results = await found("пятницы", anna.token);
    const hit = results.messages[0];
    const messages = await t.app.inject({
      url: `/api/chat/sessions/${hit?.session_id}/messages`,
      headers: bearer(anna.token),
    });
    const message = (messages.json() as { id: number; content: string }[]).find(
      (m) => m.id === hit?.message_id,
    );
    expect(message?.content).toBe(ANNA_TEXT);
  });
});

describe("a chat pages back to an old hit", () => {
  it("gives the messages before one, oldest first, and only in a chat the caller sees", async () => {
    const url = `/api/chat/sessions/${anna.chat.id}/messages`;
    const all = (await (await t.app.inject({ url, headers: bearer(anna.token) })).json()) as {
      id: number;
    }[];
    const last = all.at(-1)?.id ?? 0;
    const page = await t.app.inject({ url: `${url}?before=${last}`, headers: bearer(anna.token) });
    expect(page.statusCode).toBe(200);
    expect((page.json() as { id: number }[]).map((m) => m.id)).toEqual(
      all.slice(0, -1).map((m) => m.id),
    );
    const invalid = await t.app.inject({ url: `${url}?before=abc`, headers: bearer(anna.token) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toMatch(/[а-яё]/i);
    const stranger = await t.app.inject({
      url: `${url}?before=${last}`,
      headers: bearer(boris.token),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
