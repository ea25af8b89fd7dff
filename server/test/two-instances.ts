import type { Redis } from "ioredis";
import { afterAll, beforeAll } from "vitest";
import { createRedisEventBus } from "../platform/events/redis-event-bus.ts";
import { createLimiterRedis } from "../platform/limiter-redis.ts";

/** Resolves once the connection is ready for commands. */
export const connected = (redis: Redis) =>
  redis.status === "ready"
    ? Promise.resolve()
    : new Promise<void>((resolve) => redis.once("ready", () => resolve()));

import { buildTestApp, type TestApp } from "./test-app.ts";

/**
 * Two app instances on one database and one Redis (events, rate limits and throttles, as
 * main.ts wires them), the second listening on a real port (for event streams). Call inside a
 * `describe.skipIf(!process.env.REDIS_URL)`: CI sets REDIS_URL.
 */
export function useTwoInstances() {
  const instances = {} as { first: TestApp; second: TestApp; secondBase: string };
  const limiters: Redis[] = [];
  beforeAll(async () => {
    const url = process.env.REDIS_URL as string;
    limiters.push(createLimiterRedis(url), createLimiterRedis(url));
    // Connected before the first request: a limiter still connecting lets everything through.
    await Promise.all(limiters.map(connected));
    instances.first = await buildTestApp({
      events: await createRedisEventBus(url),
      rateLimitRedis: limiters[0],
    });
    instances.second = await buildTestApp({
      shareDatabaseOf: instances.first,
      events: await createRedisEventBus(url),
      rateLimitRedis: limiters[1],
    });
    instances.secondBase = await instances.second.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await instances.second.close();
    await instances.second.app.events.close();
    await instances.first.close();
    await instances.first.app.events.close();
    for (const limiter of limiters) limiter.disconnect();
  });
  return instances;
}
