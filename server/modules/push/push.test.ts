import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX, PUSH_TEXTS as T } from "../../../domain/push/push.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { pushOutbox, pushSubscriptions } from "../../db/schema/push.ts";
import { users } from "../../db/schema/users.ts";
import { executorToken, openClientChat, sendMessage } from "../../test/chat-fixtures.ts";
import {
  type FakePushService,
  fakeBrowser,
  startFakePushService,
  vapidClaimsOf,
} from "../../test/fake-push-service.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { SEND_ROUND_TRIPS } from "../../test/round-trips.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { isAllowedPushService } from "./subscriptions.ts";

/** Issue 47 §4: alerts on the lawyer's phone by Web Push, against a local push service. */
let t: TestApp;
let pushService: FakePushService;
let lawyer: string;
let lawyerId: number;

beforeAll(async () => {
  pushService = await startFakePushService();
  t = await buildTestApp({ env: { PUSH_SERVICE_HOSTS: pushService.origin } });
  lawyer = await executorToken(t.app);
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  lawyerId = demo?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const subscribe = (body: unknown, token = lawyer) =>
  t.app.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    headers: bearer(token),
    payload: body as object,
  });

const subscriptionsOf = (userId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** A client of a chat the demo lawyer has: every message of theirs is told to the lawyer. */
let client: Awaited<ReturnType<typeof registerClient>>;
let chat: Awaited<ReturnType<typeof openClientChat>>;

async function clientWrites(text: string) {
  client ??= await registerClient(t.app);
  if (!chat) {
    chat = await openClientChat(t.app, client.token);
    await t.db
      .update(chatSessions)
      .set({ assigneeId: lawyerId })
      .where(eq(chatSessions.id, chat.id));
  }
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${chat.id}/messages`,
    text,
    [],
    client.token,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return chat;
}

describe("Web Push on the lawyer's phone", () => {
  it("the server's public key is the one its pushes are signed with, the same every time", async () => {
    const first = await t.app.inject({ url: "/api/push/public-key", headers: bearer(lawyer) });
    expect(first.statusCode).toBe(200);
    const { public_key } = first.json() as { public_key: string };
    expect(Buffer.from(public_key, "base64url")).toHaveLength(65);
    const again = await t.app.inject({ url: "/api/push/public-key", headers: bearer(lawyer) });
    expect(again.json()).toEqual({ public_key });
  });

  it("a client's message reaches the lawyer's browser encrypted to it, signed by the server", async () => {
    const browser = fakeBrowser(pushService.origin);
    expect((await subscribe(browser.subscription)).statusCode).toBe(204);
    const before = pushService.received.length;
    const written = await clientWrites("Здравствуйте, нужен договор аренды");
    await t.app.push.flush();
    await pushService.waitFor(before + 1);
    const push = pushService.received.find(
      (entry) => `${pushService.origin}${entry.path}` === browser.subscription.endpoint,
    );
    if (!push) throw new Error("no push to the lawyer's browser");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(browser.decrypt(push.body)) as Record<string, string>;
    expect(payload).toMatchObject({
      url: `/executor-dashboard?tab=chats&chat=${encodeURIComponent(written.id)}`,
      tag: written.id,
    });
    expect(payload.title).toBeTruthy();
    const { public_key } = (
      await t.app.inject({ url: "/api/push/public-key", headers: bearer(lawyer) })
    ).json() as { public_key: string };
    const vapid = vapidClaimsOf(push.headers);
    expect(vapid.publicKey).toBe(public_key);
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
    // Sent: nothing waits any more, and the browser shows when it was last reached.
    expect(await t.db.select().from(pushOutbox)).toEqual([]);
    const [reached] = (await subscriptionsOf(lawyerId)).filter(
      (row) => row.endpoint === browser.subscription.endpoint,
    );
    expect(reached?.lastSentAt).toBeInstanceOf(Date);
  });

  it("a browser the push service has forgotten (410) is dropped", async () => {
    const gone = fakeBrowser(pushService.origin, `/gone/${Date.now()}`);
    expect((await subscribe(gone.subscription)).statusCode).toBe(204);
    await clientWrites("Ещё один вопрос");
    await t.app.push.flush();
    const endpoints = (await subscriptionsOf(lawyerId)).map((row) => row.endpoint);
    expect(endpoints).not.toContain(gone.subscription.endpoint);
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it("a push service that answers 503 gets the push again later; the others' pushes are sent", async () => {
    const busy = fakeBrowser(pushService.origin, `/busy/${Date.now()}`);
    expect((await subscribe(busy.subscription)).statusCode).toBe(204);
    try {
      await clientWrites("Вопрос к занятому сервису");
      await t.app.push.flush();
      const [waiting, ...others] = await t.db.select().from(pushOutbox);
      expect(others).toEqual([]);
      const [busyRow] = (await subscriptionsOf(lawyerId)).filter(
        (row) => row.endpoint === busy.subscription.endpoint,
      );
      expect(waiting).toMatchObject({ subscriptionId: busyRow?.id, attempts: 1 });
      expect(waiting?.lastError).toMatch(/^503/);
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      // The later tests count this lawyer's pushes.
      await t.db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, busy.subscription.endpoint));
    }
  });

  it.skipIf(process.env.TEST_DATABASE !== "postgres")(
    "a message told to a lawyer's browsers: the pushes cost three round trips, not three each",
    async () => {
      for (const browser of [fakeBrowser(pushService.origin), fakeBrowser(pushService.origin)]) {
        expect((await subscribe(browser.subscription)).statusCode).toBe(204);
      }
      const browsers = (await subscriptionsOf(lawyerId)).length;
      await clientWrites("Прочитайте, пожалуйста");
      await t.app.push.flush();
      const before = t.database.roundTrips() ?? 0;
      const received = pushService.received.length;
      await clientWrites("И ещё одно");
      await pushService.waitFor(received + browsers);
      // The flush the message set off may still be ending its sent rows: a flush now runs after
      // it (coalesced) and finds nothing, one round trip more, not counted.
      await t.app.push.flush();
      const trips = (t.database.roundTrips() ?? 0) - before - 1;
      console.log(`a client's send, pushed to ${browsers} browsers: ${trips} round trips`);
      // The send's own, then the push outbox's take, the browsers and the end of the sent rows.
      expect(trips).toBeLessThanOrEqual(SEND_ROUND_TRIPS + 3);
      expect(await t.db.select().from(pushOutbox)).toEqual([]);
    },
  );

  it("only the browsers' own push services, keys of the right size, ten browsers an account", async () => {
    const good = fakeBrowser(pushService.origin).subscription;
    const cases: [unknown, number, string][] = [
      [{ ...good, endpoint: "https://evil.example/push/1" }, 400, T.unknownService],
      [{ ...good, endpoint: "http://127.0.0.1:1/push/1" }, 400, T.unknownService],
      [{ ...good, endpoint: "https://fcm.googleapis.com.evil.example/x" }, 400, T.unknownService],
      [{ ...good, endpoint: "javascript:alert(1)" }, 400, T.endpointInvalid],
      [{ ...good, keys: { ...good.keys, auth: "short" } }, 400, T.keysInvalid],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 400, T.keysInvalid],
      [{ endpoint: good.endpoint }, 400, T.keysInvalid],
    ];
    for (const [body, status, detail] of cases) {
      const response = await subscribe(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    expect(isAllowedPushService("https://fcm.googleapis.com/fcm/send/x", undefined)).toBe(true);
    expect(
      isAllowedPushService("https://wns2-par02p.notify.windows.com/w/?token=x", undefined),
    ).toBe(true);
    expect(isAllowedPushService("http://fcm.googleapis.com/fcm/send/x", undefined)).toBe(false);

    const existing = (await subscriptionsOf(lawyerId)).length;
    for (let index = existing; index < PUSH_SUBSCRIPTIONS_PER_USER_MAX; index += 1) {
      expect((await subscribe(fakeBrowser(pushService.origin).subscription)).statusCode).toBe(204);
    }
    const over = await subscribe(fakeBrowser(pushService.origin).subscription);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ detail: T.tooMany });
    // The same browser again (new keys) replaces its row: no limit is hit.
    const [first] = await subscriptionsOf(lawyerId);
    const renewed = fakeBrowser(pushService.origin).subscription;
    expect((await subscribe({ ...renewed, endpoint: first?.endpoint })).statusCode).toBe(204);
    expect(await subscriptionsOf(lawyerId)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER_MAX);
  });

  it("«Отключить» turns one browser off; another account's browser is not theirs to turn off", async () => {
    const [own] = await subscriptionsOf(lawyerId);
    const client = await registerClient(t.app);
    const refused = await t.app.inject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      headers: bearer(client.token),
      payload: { endpoint: own?.endpoint },
    });
    expect(refused.statusCode).toBe(403);
    const off = await t.app.inject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      headers: bearer(lawyer),
      payload: { endpoint: own?.endpoint },
    });
    expect(off.statusCode).toBe(204);
    const left = (await subscriptionsOf(lawyerId)).map((row) => row.endpoint);
    expect(left).not.toContain(own?.endpoint);
    expect(left).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER_MAX - 1);
  });
});
