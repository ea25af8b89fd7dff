/**
 * "At most once per window" decisions, such as one typing notice per chat and side every 3 s.
 * The first caller for a key in a window wins; the others are told no until the window ends.
 * In memory for one instance (and tests); with REDIS_URL the state lives in Redis
 * (redis-throttle.ts), so two instances behind a balancer do not each let one through.
 */
export interface Throttle {
  /** True for the first call for `key` within `windowMs`, false for the later ones. */
  claim(key: string, windowMs: number): Promise<boolean>;
}

/** Expired keys are dropped at most this often: a sweep is a pass over the whole map. */
const SWEEP_EVERY_MS = 60_000;

export function createInMemoryThrottle(now: () => number = Date.now): Throttle {
  const openUntil = new Map<string, number>();
  let nextSweep = 0;
  return {
    async claim(key, windowMs) {
      const time = now();
      if (time >= nextSweep) {
        for (const [stale, until] of openUntil) if (until <= time) openUntil.delete(stale);
        nextSweep = time + SWEEP_EVERY_MS;
      }
      const until = openUntil.get(key);
      if (until !== undefined && until > time) return false;
      openUntil.set(key, time + windowMs);
      return true;
    },
  };
}
