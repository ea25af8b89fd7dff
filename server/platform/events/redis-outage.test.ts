import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_TEXTS } from "../../../domain/chat/live-limits.ts";
import { createGuestChat, executorToken, sendMessage } from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer } from "../../test/fixtures.ts";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { connected } from "../../test/two-instances.ts";
import { createLimiterRedis } from "../limiter-redis.ts";
import { createRedisEventBus } from "./redis-event-bus.ts";

const redisUrl = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it is true or `ms` pass. */
async function eventually(probe: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await probe()) return true;
    await sleep(100);
  }
  return false;
}

describe.skipIf(!redisUrl)("Redis stopped under two instances (issue 15 §3)", () => {
  let proxy: TcpProxy;
  let first: TestApp;
  let second: TestApp;
  let secondBase: string;
  const limiters: Redis[] = [];
  beforeAll(async () => {
    proxy = await startTcpProxy(new URL(redisUrl as string));
    const url = `redis://127.0.0.1:${proxy.port}`;
    // As main.ts makes them.
    limiters.push(createLimiterRedis(url), createLimiterRedis(url));
    await Promise.all(limiters.map(connected));
    first = await buildTestApp({
      events: await createRedisEventBus(url),
      rateLimitRedis: limiters[0],
    });
    second = await buildTestApp({
      shareDatabaseOf: first,
      events: await createRedisEventBus(url),
      rateLimitRedis: limiters[1],
    });
    secondBase = await second.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    proxy?.restore();
    await second?.close();
    await second?.app.events.close();
    await first?.close();
    await first?.app.events.close();
    for (const limiter of limiters) limiter.disconnect();
    await proxy?.close();
  });

  it("keeps serving, sends browsers to polling while it is down, and goes live again after", async () => {
    const executor = await executorToken(first.app);
    const guest = await createGuestChat(first.app);
    const stream = await listen(`${secondBase}/api/events`, bearer(executor));
    await sendMessage(first.app, `/api/guest/chat/sessions/${guest.id}/messages`, "До сбоя");
    await stream.next((event) => event.type === "message.created" && event.session_id === guest.id);

    proxy.cut();
    // The open stream ends, so the browser stops trusting it…
    await Promise.race([
      stream.ended,
      sleep(10_000).then(() => {
        throw new Error("the stream stayed open while Redis was down");
      }),
    ]);
    // …and a new one is refused with a Russian detail: the browser polls meanwhile.
    const refused = await fetch(`${secondBase}/api/events`, { headers: bearer(executor) });
    expect(refused.status).toBe(503);
    expect((await refused.json()).detail).toBe(LIVE_TEXTS.liveUnavailable);

    // Everything else works: a message is saved and read back on the other instance, and the
    // rate-limited login lets people in (limits count per instance, rate-limit-store.test.ts).
    const sent = await sendMessage(
      first.app,
      `/api/guest/chat/sessions/${guest.id}/messages`,
      "Во время сбоя",
    );
    expect(sent.statusCode).toBe(201);
    const messages = await second.app.inject({
      url: `/api/chat/sessions/${guest.id}/messages`,
      headers: bearer(executor),
    });
    expect(JSON.stringify(messages.json())).toContain("Во время сбоя");
    expect(await executorToken(second.app)).toBeTruthy();

    proxy.restore();
    // Live again: a stream opens on the second instance and hears the first one's messages.
    expect(
      await eventually(async () => {
        // Both instances hear Redis again (the first one publishes the next message).
        if (!first.app.events.isLive()) return false;
        const probe = await fetch(`${secondBase}/api/events`, { headers: bearer(executor) });
        await probe.body?.cancel();
        return probe.status === 200;
      }),
    ).toBe(true);
    const again = await listen(`${secondBase}/api/events`, bearer(executor));
    await sendMessage(first.app, `/api/guest/chat/sessions/${guest.id}/messages`, "После сбоя");
    await again.next(
      (event) => event.type === "message.created" && event.session_id === guest.id,
      5_000,
    );
    again.close();
  }, 40_000);
});
