import { describe, expect, it } from "vitest";
import {
  createSlotsCache,
  SLOTS_CACHE_DEFAULTS,
  setSlotsCache,
  slotsCacheOf,
  slotsChanged,
} from "./slots-cache.ts";

/** The free slots kept for a moment (issue 48's bench): the cache alone, on a clock of its own. */

/** A computation that ends when the test says, counting how often it was started. */
function computations() {
  let started = 0;
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  return {
    get started() {
      return started;
    },
    compute: () => {
      started += 1;
      return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
    },
    /** Ends the oldest unfinished computation with `value`. */
    finish: async (value: string) => {
      pending.shift()?.resolve(value);
      await Promise.resolve();
    },
    fail: async (error: Error) => {
      pending.shift()?.reject(error);
      await Promise.resolve().then();
    },
  };
}

function cacheOnClock(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = createSlotsCache<string>({
    ttlMs: options.ttlMs ?? 2000,
    maxEntries: options.maxEntries ?? 500,
    clock: () => now,
  });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("the free slots' cache", () => {
  it("computes once for concurrent misses of one key, and once per key", async () => {
    const { cache } = cacheOnClock();
    const work = computations();
    const answers = [
      cache.get("1 2026-12-07 31", work.compute),
      cache.get("1 2026-12-07 31", work.compute),
      cache.get("1 2026-12-07 31", work.compute),
    ];
    expect(work.started).toBe(1);
    await work.finish("month");
    expect(await Promise.all(answers)).toEqual(["month", "month", "month"]);

    const week = cache.get("1 2026-12-07 7", work.compute);
    expect(work.started).toBe(2);
    await work.finish("week");
    expect(await week).toBe("week");
    expect(await cache.get("1 2026-12-07 31", work.compute)).toBe("month");
    expect(work.started).toBe(2);
  });

  it("keeps an answer for the TTL from when its computation began", async () => {
    const { cache, advance } = cacheOnClock({ ttlMs: 2000 });
    const work = computations();
    const first = cache.get("k", work.compute);
    advance(500); // the computation took 500 ms
    await work.finish("a");
    expect(await first).toBe("a");
    advance(999); // 1499 ms from the start: not yet its last quarter
    expect(await cache.get("k", work.compute)).toBe("a");
    expect(work.started).toBe(1);
    advance(501); // 2000 ms: gone, nobody asked in its last quarter
    const second = cache.get("k", work.compute);
    expect(work.started).toBe(2);
    await work.finish("b");
    expect(await second).toBe("b");
  });

  it("computes the successor in an answer's last quarter while still serving it", async () => {
    const { cache, advance } = cacheOnClock({ ttlMs: 2000 });
    const work = computations();
    const first = cache.get("k", work.compute);
    await work.finish("a");
    expect(await first).toBe("a");
    advance(1600);
    // The kept answer at once; its successor begins beside it, once.
    expect(await cache.get("k", work.compute)).toBe("a");
    expect(await cache.get("k", work.compute)).toBe("a");
    expect(work.started).toBe(2);
    await work.finish("b");
    expect(await cache.get("k", work.compute)).toBe("b");
    // Kept 2 s from when the successor began.
    advance(1400); // 1400 ms after the successor began: neither gone nor in its last quarter
    expect(await cache.get("k", work.compute)).toBe("b");
    expect(work.started).toBe(2);
  });

  it("serves the kept answer past its TTL while a slow successor is computed, one TTL at most", async () => {
    const { cache, advance } = cacheOnClock({ ttlMs: 2000 });
    const work = computations();
    const first = cache.get("k", work.compute);
    await work.finish("a");
    expect(await first).toBe("a");
    advance(1600);
    expect(await cache.get("k", work.compute)).toBe("a"); // the successor begins
    advance(1000); // 2600 ms: past the TTL, the successor still computing
    expect(await cache.get("k", work.compute)).toBe("a");
    expect(work.started).toBe(2);
    advance(1400); // 4000 ms: two TTLs — no longer served; a reader waits for a fresh one
    const waiting = cache.get("k", work.compute);
    expect(work.started).toBe(3);
    await work.finish("b");
    await work.finish("c");
    expect(await waiting).toBe("c");
  });

  it("never gives an answer begun before slotsChanged(), kept or still being computed", async () => {
    const { cache } = cacheOnClock();
    const work = computations();
    const kept = cache.get("k", work.compute);
    await work.finish("before");
    expect(await kept).toBe("before");
    slotsChanged();
    const after = cache.get("k", work.compute);
    expect(work.started).toBe(2);

    // A write while the next is computing: a request after it does not join that computation.
    slotsChanged();
    const afterSecondWrite = cache.get("k", work.compute);
    expect(work.started).toBe(3);
    await work.finish("stale");
    await work.finish("fresh");
    expect(await after).toBe("stale");
    expect(await afterSecondWrite).toBe("fresh");
    expect(await cache.get("k", work.compute)).toBe("fresh");
    expect(work.started).toBe(3);
  });

  it("keeps no failure: those waiting share it, the next request computes again", async () => {
    const { cache } = cacheOnClock();
    const work = computations();
    const answers = [cache.get("k", work.compute), cache.get("k", work.compute)];
    await work.fail(new Error("Запись на эту услугу не открыта"));
    for (const answer of answers) await expect(answer).rejects.toThrow("не открыта");
    expect(cache.size).toBe(0);
    const again = cache.get("k", work.compute);
    expect(work.started).toBe(2);
    await work.finish("open");
    expect(await again).toBe("open");
  });

  it("holds at most maxEntries answers, dropping the least recently used", async () => {
    const { cache } = cacheOnClock({ maxEntries: 3 });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    for (const key of ["a", "b", "c"]) await cache.get(key, compute);
    await cache.get("a", compute); // used again: «b» is now the oldest
    await cache.get("d", compute);
    expect(cache.size).toBe(3);
    expect(computed).toBe(4);
    await cache.get("a", compute);
    await cache.get("c", compute);
    await cache.get("d", compute);
    expect(computed).toBe(4);
    expect(await cache.get("b", compute)).toBe("answer 5");
    expect(cache.size).toBe(3);

    for (let i = 0; i < 1000; i++) await cache.get(`flood ${i}`, compute);
    expect(cache.size).toBe(3);
  });

  it("computes every time with a TTL of 0", async () => {
    let computed = 0;
    const compute = async () => ++computed;
    const off = createSlotsCache<number>({ ttlMs: 0, maxEntries: 500 });
    expect(await Promise.all([off.get("k", compute), off.get("k", compute)])).toEqual([1, 2]);
    expect(off.size).toBe(0);
  });

  it("is on by default: 2 s, 500 answers", () => {
    expect(SLOTS_CACHE_DEFAULTS).toEqual({ ttlMs: 2000, maxEntries: 500 });
  });

  it("keeps one cache per database, which a test may turn off", async () => {
    const [db, other] = [{}, {}];
    let computed = 0;
    const compute = async () => ++computed;
    expect(await slotsCacheOf<number>(db).get("k", compute)).toBe(1);
    expect(await slotsCacheOf<number>(db).get("k", compute)).toBe(1);
    expect(await slotsCacheOf<number>(other).get("k", compute)).toBe(2);
    setSlotsCache(db, { ttlMs: 0, maxEntries: 1 });
    expect(await slotsCacheOf<number>(db).get("k", compute)).toBe(3);
    expect(await slotsCacheOf<number>(db).get("k", compute)).toBe(4);
  });
});
