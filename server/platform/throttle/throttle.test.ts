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

  it("admits the first distinct members of a group per window, each again within it, no others", async () => {
    let now = 1_000;
    const throttle = createInMemoryThrottle(() => now);
    const admit = (group: string, member: string) => throttle.admit(group, member, 3, 60_000);
    expect(await Promise.all(["a", "b", "c", "d"].map((m) => admit("address:1", m)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // The admitted ones stay admitted, the refused one stays refused, for the whole window.
    expect(await admit("address:1", "a")).toBe(true);
    expect(await admit("address:1", "d")).toBe(false);
    expect(await admit("address:2", "d")).toBe(true);
    now += 60_000;
    expect(await admit("address:1", "d")).toBe(true);
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

describe.skipIf(!process.env.REDIS_URL)("Redis admit across two app instances", () => {
  it("admits `cap` distinct members of a group in all, whichever instance is asked", async () => {
    const url = process.env.REDIS_URL as string;
    const [firstClient, secondClient] = [new Redis(url), new Redis(url)];
    clients.push(firstClient, secondClient);
    const first = createRedisThrottle(firstClient);
    const second = createRedisThrottle(secondClient);
    const group = `address:${crypto.randomUUID()}`;
    const members = Array.from({ length: 30 }, (_, i) => `visitor-${i}`);
    const answers = await Promise.all(
      members.map((member, i) => (i % 2 ? first : second).admit(group, member, 20, 300)),
    );
    expect(answers.filter(Boolean)).toHaveLength(20);
    // Each keeps its answer on the other instance until the window ends; then it starts anew.
    for (const [i, member] of members.entries()) {
      expect(await (i % 2 ? second : first).admit(group, member, 20, 300)).toBe(answers[i]);
    }
    await new Promise((resolve) => setTimeout(resolve, 350));
    const refused = members.find((_, i) => !answers[i]) as string;
    expect(await first.admit(group, refused, 20, 300)).toBe(true);
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

  it("counts admissions on this instance while Redis is unreachable: the cap is not lifted", async () => {
    const broken = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    clients.push(broken);
    broken.on("error", () => {});
    const throttle = createRedisThrottle(broken);
    const answers = [];
    for (const member of ["a", "b", "c"])
      answers.push(await throttle.admit("g", member, 2, 60_000));
    expect(answers).toEqual([true, true, false]);
  });
});
