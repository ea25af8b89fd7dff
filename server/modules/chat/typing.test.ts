import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { useTwoInstances } from "../../test/two-instances.ts";

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
const typingIn = (id: string) => (e: ChatEvent) => e.type === "typing" && e.session_id === id;

/**
 * Events on one stream arrive in the order they were published: once `marker` (a message sent
 * after the calls under test) has arrived, every typing notice those calls published has too.
 */
async function typingSeenBefore(
  stream: Awaited<ReturnType<typeof listen>>,
  sessionId: string,
  marker: () => Promise<unknown>,
) {
  await marker();
  await stream.next((e) => e.type === "message.created" && e.session_id === sessionId);
  return stream.events.filter(typingIn(sessionId));
}

describe("typing notices", () => {
  it("a client's typing reaches the executors, not the client's own stream", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const executorStream = await listen(`${base}/api/events`, bearer(executor));
    const clientStream = await listen(`${base}/api/events`, bearer(client.token));

    const response = await post(url(chat.id, "/typing"), client.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await executorStream.next(typingIn(chat.id))).toMatchObject({ who: "client" });

    const own = await typingSeenBefore(clientStream, chat.id, () =>
      sendMessage(t.app, url(chat.id, "/messages"), "Маркер", [], executor),
    );
    expect(own).toEqual([]);
    executorStream.close();
    clientStream.close();
  });

  it("two calls within 3 s publish one notice; the other side keeps its own window", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const executorStream = await listen(`${base}/api/events`, bearer(executor));
    const clientStream = await listen(`${base}/api/events`, bearer(client.token));

    expect((await post(url(chat.id, "/typing"), client.token)).statusCode).toBe(204);
    expect((await post(url(chat.id, "/typing"), client.token)).statusCode).toBe(204);
    const heard = await typingSeenBefore(executorStream, chat.id, () =>
      sendMessage(t.app, url(chat.id, "/messages"), "Маркер", [], client.token),
    );
    expect(heard).toHaveLength(1);

    // The executor typing at the same time is a different window.
    expect((await post(url(chat.id, "/typing"), executor)).statusCode).toBe(204);
    expect(await clientStream.next(typingIn(chat.id))).toMatchObject({ who: "executor" });
    executorStream.close();
    clientStream.close();
  });

  it("in a guest chat: the guest's typing reaches the executors, the executor's the guest", async () => {
    const guest = await createGuestChat(t.app);
    const executorStream = await listen(`${base}/api/events`, bearer(executor));
    const guestStream = await listen(`${base}${guestUrl(guest.id, "/events")}`);

    expect((await post(guestUrl(guest.id, "/typing"))).statusCode).toBe(204);
    expect(await executorStream.next(typingIn(guest.id))).toMatchObject({ who: "client" });
    expect((await post(url(guest.id, "/typing"), executor)).statusCode).toBe(204);
    expect(await guestStream.next(typingIn(guest.id))).toMatchObject({ who: "executor" });

    // The guest never hears their own typing.
    const own = guestStream.events.filter((e) => e.type === "typing" && e.who === "client");
    expect(own).toEqual([]);
    executorStream.close();
    guestStream.close();
  });
});

describe("who may announce typing", () => {
  it("another client gets 404, a visitor 401, and nothing is published", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const stranger = await registerClient(t.app);
    const executorStream = await listen(`${base}/api/events`, bearer(executor));

    expect((await post(url(chat.id, "/typing"), stranger.token)).statusCode).toBe(404);
    expect((await post(url(chat.id, "/typing"))).statusCode).toBe(401);
    const heard = await typingSeenBefore(executorStream, chat.id, () =>
      sendMessage(t.app, url(chat.id, "/messages"), "Маркер", [], client.token),
    );
    expect(heard).toEqual([]);
    executorStream.close();
  });

  it("the guest path refuses a client's chat and an unknown id", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    expect((await post(guestUrl(chat.id, "/typing"))).statusCode).toBe(404);
    const unknown = guestUrl("00000000-0000-4000-8000-000000000000", "/typing");
    expect((await post(unknown)).statusCode).toBe(404);
  });
});

// CI sets REDIS_URL (.ci/run); without it this part is skipped locally.
describe.skipIf(!process.env.REDIS_URL)("two app instances on one Redis", () => {
  const two = useTwoInstances();

  it("a typing call on each instance within 3 s publishes one notice", async () => {
    const client = await registerClient(two.first.app);
    const chat = await openClientChat(two.first.app, client.token, 1);
    const lawyer = await executorToken(two.second.app);
    const stream = await listen(`${two.secondBase}/api/events`, bearer(lawyer));
    for (const instance of [two.first, two.second]) {
      const response = await instance.app.inject({
        method: "POST",
        url: url(chat.id, "/typing"),
        headers: bearer(client.token),
      });
      expect(response.statusCode).toBe(204);
    }
    await sendMessage(two.first.app, url(chat.id, "/messages"), "Маркер", [], client.token);
    await stream.next((e) => e.type === "message.created" && e.session_id === chat.id);
    expect(stream.events.filter(typingIn(chat.id))).toHaveLength(1);
    stream.close();
  });
});
