import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions } from "../../db/schema/chat.ts";
import { executorToken, openClientChat, sendMessage } from "../../test/chat-fixtures.ts";
import { registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 49 §3: cabinets asking for the same list, counters or messages at once share one read
 * (platform/shared-read.ts), and each still gets what was there when it asked.
 */
describe("reads asked at once", () => {
  let t: TestApp;
  let lawyer: string;
  let client: string;
  let chatId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await executorToken(t.app);
    client = (await registerClient(t.app)).token;
    chatId = (await openClientChat(t.app, client)).id;
  });
  afterAll(() => t?.close());

  const get = (url: string, token: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it("answer twenty requests alike, with the message sent just before them", async () => {
    const text = `Срочно: ${Date.now()}`;
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chatId}/messages`,
      text,
      [],
      client,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const urls = [
      "/api/chat/sessions",
      "/api/executor/dashboard",
      `/api/chat/sessions/${chatId}/messages`,
    ];
    for (const url of urls) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(url, lawyer)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    }
    const [list, , messages] = await Promise.all(urls.map((url) => get(url, lawyer)));
    const chat = list!
      .json<{ id: string; last_message_preview: string | null }[]>()
      .find((one) => one.id === chatId);
    expect(chat?.last_message_preview).toContain(text);
    expect(messages!.json<{ content: string }[]>().at(-1)?.content).toBe(text);
  });

  it("keep nothing: a burst after a message has it, while bursts before it were shared", async () => {
    const url = `/api/chat/sessions/${chatId}/messages`;
    for (const text of ["Первое уточнение", "Второе уточнение"]) {
      // A burst under way while the message is sent; the burst after the send must not be
      // answered from anything read before it.
      const earlier = Promise.all(Array.from({ length: 5 }, () => get(url, lawyer)));
      const sent = await sendMessage(t.app, url, text, [], client);
      expect(sent.statusCode, sent.body).toBe(201);
      const later = await Promise.all(Array.from({ length: 5 }, () => get(url, lawyer)));
      for (const answer of later)
        expect(answer.json<{ content: string }[]>().at(-1)?.content).toBe(text);
      await earlier;
    }
  });

  // Wiring, not the rule itself: that a running read is never joined is shared-read.test.ts's.
  it("refuse a token after its logout, though a burst with it began before", async () => {
    const token = (await registerClient(t.app)).token;
    const url = "/api/chat/sessions";
    const earlier = Promise.all(Array.from({ length: 5 }, () => get(url, token)));
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const later = await Promise.all(Array.from({ length: 5 }, () => get(url, token)));
    for (const answer of later) expect(answer.statusCode).toBe(401);
    await earlier;
  });

  it.skipIf(process.env.TEST_DATABASE !== "postgres")(
    "read the session, the chat and the page a few times for twenty requests, not twenty",
    async () => {
      // The chat is this lawyer's (a colleague's would cost each caller the visibility setting's
      // read), and their session was just used (no «last seen» write in the burst).
      const me = await get("/api/auth/me", lawyer);
      await t.db
        .update(chatSessions)
        .set({ assigneeId: me.json<{ id: number }>().id })
        .where(eq(chatSessions.id, chatId));
      const trips = async (url: string) => {
        await get(url, lawyer);
        const before = t.database.roundTrips() ?? 0;
        await Promise.all(Array.from({ length: 20 }, () => get(url, lawyer)));
        return (t.database.roundTrips() ?? 0) - before;
      };
      // Unshared, each request would read its session, then the list (40), or its session, the
      // chat and the page (60); shared, each read runs once or twice (one running, one queued).
      const lists = await trips("/api/chat/sessions");
      const pages = await trips(`/api/chat/sessions/${chatId}/messages`);
      console.log(`twenty at once: lists ${lists} round trips, message pages ${pages}`);
      expect(lists).toBeLessThanOrEqual(8);
      expect(pages).toBeLessThanOrEqual(12);
    },
  );
});
