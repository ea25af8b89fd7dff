/**
 * A value computed on demand and kept for `ttlMs`, shared by concurrent callers (one load at a
 * time). Writers call `invalidate()`; the TTL bounds how stale another app instance can be until
 * cross-instance invalidation arrives through the event bus.
 */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cachedValue<T>(load: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let current: { value: Promise<T>; expiresAt: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (!current || current.expiresAt <= now) {
        const value = load();
        const entry = { value, expiresAt: now + ttlMs };
        current = entry;
        // A failed load must not be served from the cache.
        value.catch(() => {
          if (current === entry) current = null;
        });
      }
      return current.value;
    },
    invalidate() {
      current = null;
    },
  };
}
