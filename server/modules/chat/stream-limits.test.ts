import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVENT_STREAMS_PER_GUEST_CHAT,
  EVENT_STREAMS_PER_USER,
  LIVE_TEXTS,
} from "../../../domain/chat/live-limits.ts";
import type { App } from "../../app.ts";
import { sessions } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { createGuestChat } from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, loginAs, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { useTwoInstances } from "../../test/two-instances.ts";
import { ensureOperatorAccount } from "../accounts/service.ts";

type Stream = Awaited<ReturnType<typeof listen>>;

/** Waits until the server has counted closed streams out (the close reaches it a moment later). */
async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function refused(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ detail: LIVE_TEXTS.tooManyStreams });
}

const endsSoon = (stream: Stream, timeoutMs = 3000) =>
  Promise.race([
    stream.ended.then(() => "ended"),
    new Promise((resolve) => setTimeout(() => resolve("still open"), timeoutMs)),
  ]);

describe("caps on open event streams", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        EVENT_STREAMS_PER_IP: "30",
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
    });
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => t.close());

  it(`a user may hold ${EVENT_STREAMS_PER_USER}; the next is refused until one closes`, async () => {
    const { token, user } = await registerClient(t.app);
    const url = `${base}/api/events`;
    const streams: Stream[] = [];
    for (let i = 0; i < EVENT_STREAMS_PER_USER; i++) streams.push(await listen(url, bearer(token)));
    await refused(url, bearer(token));
    // Another user is not affected.
    const other = await registerClient(t.app);
    const otherStream = await listen(url, bearer(other.token));

    streams.pop()?.close();
    await until(() => t.app.eventStreams.openCount(`user:${user.id}`) < EVENT_STREAMS_PER_USER);
    streams.push(await listen(url, bearer(token)));
    await refused(url, bearer(token));

    // Closing every stream counts every one out: nothing leaks.
    for (const stream of [...streams, otherStream]) stream.close();
    await until(() => t.app.eventStreams.size === 0);
    expect(t.app.eventStreams.openCount(`user:${user.id}`)).toBe(0);
    expect(t.app.eventStreams.openCount("ip:127.0.0.1")).toBe(0);
  });

  it(`a guest chat may hold ${EVENT_STREAMS_PER_GUEST_CHAT}`, async () => {
    const chat = await createGuestChat(t.app);
    const other = await createGuestChat(t.app);
    const url = (id: string) => `${base}/api/guest/chat/sessions/${id}/events`;
    const streams: Stream[] = [];
    for (let i = 0; i < EVENT_STREAMS_PER_GUEST_CHAT; i++) streams.push(await listen(url(chat.id)));
    await refused(url(chat.id));
    streams.push(await listen(url(other.id)));
    for (const stream of streams) stream.close();
    await until(() => t.app.eventStreams.size === 0);
  });

  it("one address may hold EVENT_STREAMS_PER_IP in all", async () => {
    const own = await buildTestApp({ env: { EVENT_STREAMS_PER_IP: "3" } });
    try {
      const ownBase = await own.app.listen({ host: "127.0.0.1", port: 0 });
      const streams: Stream[] = [];
      for (let i = 0; i < 3; i++) {
        const chat = await createGuestChat(own.app);
        streams.push(await listen(`${ownBase}/api/guest/chat/sessions/${chat.id}/events`));
      }
      const fourth = await createGuestChat(own.app);
      await refused(`${ownBase}/api/guest/chat/sessions/${fourth.id}/events`);
      for (const stream of streams) stream.close();
      await until(() => own.app.eventStreams.size === 0);
      (await listen(`${ownBase}/api/guest/chat/sessions/${fourth.id}/events`)).close();
    } finally {
      await own.close();
    }
  });

  it("logout ends the session's open streams, and only that session's", async () => {
    const { token, email, password } = await registerClient(t.app);
    const otherToken = await loginAs(t.app, email, password, "individual");
    const stream = await listen(`${base}/api/events`, bearer(token));
    const otherStream = await listen(`${base}/api/events`, bearer(otherToken));
    const logout = await logoutOf(t.app, token);
    expect(logout).toBe(200);
    expect(await endsSoon(stream)).toBe("ended");
    expect(await endsSoon(otherStream, 300)).toBe("still open");
    otherStream.close();
  });

  it("a session's stream ends when the session expires", async () => {
    const { token, user } = await registerClient(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.userId, user.id));
    const stream = await listen(`${base}/api/events`, bearer(token));
    expect(await endsSoon(stream, 5000)).toBe("ended");
  });

  it("a password change ends the user's open streams", async () => {
    const admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const stream = await listen(`${base}/api/events`, bearer(admin));
    await ensureOperatorAccount(
      t.db,
      { email: TEST_ADMIN.email, password: "a-new-admin-password" },
      t.app.events,
    );
    expect(await endsSoon(stream)).toBe("ended");
    const retry = await fetch(`${base}/api/events`, { headers: bearer(admin) });
    expect(retry.status).toBe(401);
  });
});

async function logoutOf(app: App, token: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/logout",
    headers: bearer(token),
  });
  return response.statusCode;
}

// Like live-events.test.ts: runs when REDIS_URL is set (CI), skipped locally without Redis.
describe.skipIf(!process.env.REDIS_URL)("revocation across two instances", () => {
  const two = useTwoInstances();

  it("logout through one instance ends the session's stream on the other", async () => {
    const { token } = await registerClient(two.first.app);
    const stream = await listen(`${two.secondBase}/api/events`, bearer(token));
    expect(await logoutOf(two.first.app, token)).toBe(200);
    expect(await endsSoon(stream)).toBe("ended");
  });
});
