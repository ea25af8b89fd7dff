import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { connected } from "../test/two-instances.ts";
import { createLimiterRedis } from "./limiter-redis.ts";
import { redisOrLocalStore } from "./rate-limit-store.ts";

const redisUrl = process.env.REDIS_URL;
const MAX = 3;

/** An instance with one limited route, counting in Redis as app.ts sets it up. */
async function instance(redis: Redis, nameSpace: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: redisOrLocalStore(redis, nameSpace) });
  app.get("/limited", { config: { rateLimit: { max: MAX, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return app;
}

const statuses = async (app: FastifyInstance, times: number) => {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await app.inject({ url: "/limited" })).statusCode);
  return seen;
};

describe.skipIf(!redisUrl)("rate limits while Redis is down (issue 15 §3: fail safe)", () => {
  let proxy: TcpProxy;
  const limiters: Redis[] = [];
  const apps: FastifyInstance[] = [];
  const nameSpace = `rate-limit-store-test-${process.pid}-${Date.now()}:`;
  beforeAll(async () => {
    proxy = await startTcpProxy(new URL(redisUrl as string));
    for (let i = 0; i < 2; i++) {
      limiters.push(createLimiterRedis(`redis://127.0.0.1:${proxy.port}`));
    }
    await Promise.all(limiters.map(connected));
    for (const limiter of limiters) apps.push(await instance(limiter, nameSpace));
  });
  afterAll(async () => {
    proxy?.restore();
    for (const app of apps) await app.close();
    for (const limiter of limiters) limiter.disconnect();
    await proxy?.close();
  });

  it("counts across instances in Redis, then on each instance while Redis is cut", async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    // Shared: two requests on one instance and one on the other use the three allowed.
    expect([...(await statuses(first, 2)), ...(await statuses(second, 2))]).toEqual([
      200, 200, 200, 429,
    ]);

    proxy.cut();
    // Redis does not answer: each instance counts for itself, from zero. Nobody is locked out,
    // and the limit still holds on each instance instead of lifting.
    expect(await statuses(first, MAX + 2)).toEqual([200, 200, 200, 429, 429]);
    expect(await statuses(second, MAX + 1)).toEqual([200, 200, 200, 429]);
    const refused = await first.inject({ url: "/limited" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
