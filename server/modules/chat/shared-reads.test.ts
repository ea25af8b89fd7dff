import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it.skipIf(process.env.TEST_DATABASE !== "postgres")(
    "read the list once or twice for twenty cabinets, not twenty times",
    async () => {
      const before = t.database.roundTrips() ?? 0;
      await Promise.all(Array.from({ length: 20 }, () => get("/api/chat/sessions", lawyer)));
      const trips = (t.database.roundTrips() ?? 0) - before;
      // Each request proves its session (20); the list itself is read far fewer than 20 times.
      console.log(`twenty lists at once: ${trips} round trips`);
      expect(trips).toBeLessThan(20 + 10);
    },
  );
});
