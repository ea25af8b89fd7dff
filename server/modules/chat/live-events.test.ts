import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  postOk,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { useTwoInstances } from "../../test/two-instances.ts";

describe("live chat events over SSE", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => t.close());

  it("the executor hears a guest's message; the guest hears the executor's answer", async () => {
    const executor = await executorToken(t.app);
    const executorStream = await listen(`${base}/api/events`, bearer(executor));
    expect(executorStream.contentType).toMatch(/^text\/event-stream/);
    const guest = await createGuestChat(t.app);
    const guestStream = await listen(`${base}/api/guest/chat/sessions/${guest.id}/events`);

    await sendMessage(t.app, `/api/guest/chat/sessions/${guest.id}/messages`, "Здравствуйте");
    const heard = await executorStream.next(
      (e) => e.type === "message.created" && e.session_id === guest.id,
    );
    expect(heard.message_ids).toHaveLength(1);

    await sendMessage(
      t.app,
      `/api/chat/sessions/${guest.id}/messages`,
      "Добрый день",
      [],
      executor,
    );
    const answer = await guestStream.next((e) => e.type === "message.created");
    expect(answer.session_id).toBe(guest.id);
    executorStream.close();
    guestStream.close();
  });

  it("a client hears only their own chats", async () => {
    const executor = await executorToken(t.app);
    const alice = await registerClient(t.app);
    const bob = await registerClient(t.app);
    const aliceChat = await openClientChat(t.app, alice.token, 1);
    const bobChat = await openClientChat(t.app, bob.token, 1);
    const aliceStream = await listen(`${base}/api/events`, bearer(alice.token));

    await postOk(t.app, `/api/chat/sessions/${bobChat.id}/start-task`, executor);
    await postOk(t.app, `/api/chat/sessions/${aliceChat.id}/start-task`, executor);
    await aliceStream.next((e) => e.session_id === aliceChat.id);
    expect(aliceStream.events.some((e) => e.session_id === bobChat.id)).toBe(false);
    aliceStream.close();
  });

  it("an unknown guest chat has no stream", async () => {
    const response = await fetch(
      `${base}/api/guest/chat/sessions/00000000-0000-4000-8000-000000000000/events`,
    );
    expect(response.status).toBe(404);
  });
});

// CI sets REDIS_URL and DATABASE_URL (.ci/run); the PostgreSQL pass then runs both instances on
// one PostgreSQL database. Without Redis this part is skipped locally.
describe.skipIf(!process.env.REDIS_URL)("two app instances on one database and one Redis", () => {
  const two = useTwoInstances();

  it("a message posted through one instance reaches a listener on the other", async () => {
    const executor = await executorToken(two.second.app);
    const stream = await listen(`${two.secondBase}/api/events`, bearer(executor));
    const guest = await createGuestChat(two.first.app);
    const sent = await sendMessage(
      two.first.app,
      `/api/guest/chat/sessions/${guest.id}/messages`,
      "через Redis",
    );
    expect(sent.statusCode).toBe(201);
    const heard = await stream.next(
      (e) => e.type === "message.created" && e.session_id === guest.id,
    );
    expect(heard.message_ids).toEqual([sent.json()[0].id]);
    // And the other instance serves the same data from the shared database.
    const messages = await two.second.app.inject({
      url: `/api/chat/sessions/${guest.id}/messages`,
      headers: bearer(executor),
    });
    expect(messages.json()[0].content).toBe("через Redis");
    stream.close();
  });
});
