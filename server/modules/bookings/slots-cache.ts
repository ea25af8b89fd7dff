/**
 * The public free slots, kept for a moment (issue 48: ≥ 500 req/s, p99 ≤ 50 ms for a month of 10
 * lawyers). A month's answer costs 6 queries and the slot maths over every lawyer's month; a
 * booking widget opened by many visitors at once asks the same few questions. So each answer —
 * per (service, from, days) — is kept for 2 s from the moment its computation began, concurrent
 * misses of one key share one computation (single-flight), and in an answer's last half-second its
 * successor is computed while it is still served, so a steady stream of readers never waits.
 *
 * Slots are advisory: POST /api/bookings looks at the time again under a lock and answers 409 when
 * it went. Still, this instance never serves slots older than its own last write: every write
 * of the inputs here calls `slotsChanged()`, which moves a process-wide version, and an answer —
 * kept or still being computed — of an older version is never given again. What changes elsewhere
 * (another instance's bookings, court hearings, a lawyer's chat switch or limit, the firm's
 * holidays and office hours, an unpaid hold running out, a deleted or hidden service) shows within
 * the TTL — or two, when a successor's computation outlasts its predecessor's last quarter (the
 * old answer is served until it arrives, never longer than a second TTL). The answer also depends
 * on `now` (the notice): it drifts by as much.
 *
 * Bounded: at most 500 answers, the least recently used dropped first (a month of 10 lawyers is
 * some 500 slots, 36 KB as JSON and under 100 KB as objects: 50 MB at worst). One cache per
 * database object, so the apps a test file builds on their own databases never see each other's
 * answers; `setSlotsCache` with a TTL of 0 turns it off (each request computes its answer).
 */

/** Moved by every write that changes the free slots on this instance. */
let version = 0;

/**
 * The free slots may have changed (a booking made or cancelled, a service's booking settings or a
 * lawyer's working week saved): nothing computed before this call is served after it.
 */
export function slotsChanged(): void {
  version += 1;
}

export interface SlotsCacheOptions {
  /** How long an answer is kept from when its computation began, ms; 0: no cache at all. */
  ttlMs: number;
  /** How many answers at most. */
  maxEntries: number;
  /** Milliseconds, for the TTL (tests pass their own). */
  clock?: () => number;
}

interface Entry<T> {
  version: number;
  /** Infinity while computing: joined by every miss until it settles. */
  expiresAt: number;
  answer: Promise<T>;
  /** Its successor is being computed ahead of its expiry. */
  refreshing?: boolean;
}

export interface SlotsCache<T> {
  /** The kept answer of `key`, the one being computed, or `compute()`'s. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** How many answers are kept (or being computed). */
  readonly size: number;
}

export function createSlotsCache<T>(options: SlotsCacheOptions): SlotsCache<T> {
  const { ttlMs, maxEntries } = options;
  const clock = options.clock ?? Date.now;
  // A Map iterates in insertion order: a hit is moved to the end, so the first key is the least
  // recently used.
  const entries = new Map<string, Entry<T>>();
  /** A computation of this version; kept `ttlMs` from when it began, once it succeeds. */
  const start = (now: number, compute: () => Promise<T>): Entry<T> => {
    const entry: Entry<T> = { version, expiresAt: Number.POSITIVE_INFINITY, answer: compute() };
    entry.answer.then(
      () => {
        entry.expiresAt = now + ttlMs;
      },
      () => undefined,
    );
    return entry;
  };
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const now = clock();
      const kept = entries.get(key);
      entries.delete(key);
      // Past its TTL while its successor is still being computed (the database busy with a job,
      // a backup): still served, up to one TTL more, rather than every reader waiting for it.
      const staleWhileRefreshing =
        kept?.refreshing === true && now < kept.expiresAt + ttlMs && kept.version === version;
      if (staleWhileRefreshing) {
        entries.set(key, kept);
        return kept.answer;
      }
      if (kept && kept.version === version && now < kept.expiresAt) {
        entries.set(key, kept);
        // In its last quarter, a kept answer's successor is computed while it is still served:
        // under steady load no request waits for an expired answer to be computed again.
        if (!kept.refreshing && now >= kept.expiresAt - ttlMs / 4) {
          kept.refreshing = true;
          const next = start(now, compute);
          next.answer.then(
            () => {
              if (entries.get(key) === kept && next.version === version) entries.set(key, next);
            },
            () => {
              kept.refreshing = false;
            },
          );
        }
        return kept.answer;
      }
      const entry = start(now, compute);
      entries.set(key, entry);
      // A failure (a service not bookable, the database away) is not kept: the next asks again.
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return entry.answer;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The product's settings: 2 s, 500 answers. */
export const SLOTS_CACHE_DEFAULTS: SlotsCacheOptions = Object.freeze({
  ttlMs: 2000,
  maxEntries: 500,
});

/** One cache per database (an app, and a second instance on the same one, share it). */
const perDatabase = new WeakMap<object, SlotsCache<unknown>>();

/** The cache of the answers read from `db`, made with the defaults on first use. */
export function slotsCacheOf<T>(db: object): SlotsCache<T> {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createSlotsCache(SLOTS_CACHE_DEFAULTS);
    perDatabase.set(db, cache);
  }
  return cache as SlotsCache<T>;
}

/**
 * Replaces the cache of `db`'s answers: `{ ttlMs: 0 }` for a test that needs every answer exact
 * after writing the database behind the app's back.
 */
export function setSlotsCache(db: object, options: SlotsCacheOptions): void {
  perDatabase.set(db, createSlotsCache(options));
}
