import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { createRedisThrottle } from "./redis-throttle.ts";
import { createInMemoryThrottle } from "./throttle.ts";

describe("in-memory throttle", () => {
  it("lets the first call of a window through, per key, and opens again after it", async () => {
    let now = 1_000;
    const throttle = createInMemoryThrottle(() => now);
    expect(await throttle.claim("chat:1:client", 3_000)).toBe(true);
    expect(await throttle.claim("chat:1:client", 3_000)).toBe(false);
    expect(await throttle.claim("chat:1:executor", 3_000)).toBe(true);
    now += 2_999;
    expect(await throttle.claim("chat:1:client", 3_000)).toBe(false);
    now += 1;
    expect(await throttle.claim("chat:1:client", 3_000)).toBe(true);
  });
});

const clients: Redis[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

// CI sets REDIS_URL (.ci/run starts Redis); without it this part is skipped locally.
describe.skipIf(!process.env.REDIS_URL)("Redis throttle across two app instances", () => {
  it("of two instances asked in one window, one wins; after the window the next call does", async () => {
    const url = process.env.REDIS_URL as string;
    const first = new Redis(url);
    const second = new Redis(url);
    clients.push(first, second);
    const key = `typing:${crypto.randomUUID()}:client`;
    const answers = await Promise.all([
      createRedisThrottle(first).claim(key, 300),
      createRedisThrottle(second).claim(key, 300),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await createRedisThrottle(second).claim(key, 300)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await createRedisThrottle(second).claim(key, 300)).toBe(true);
  });
});

describe("Redis throttle without Redis", () => {
  it("lets calls through while Redis is unreachable", async () => {
    const broken = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    clients.push(broken);
    broken.on("error", () => {});
    const errors: unknown[] = [];
    const throttle = createRedisThrottle(broken, (error) => errors.push(error));
    expect(await throttle.claim("typing:x:client", 3_000)).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
