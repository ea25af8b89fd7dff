import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

type Store = FastifyRateLimitStore & {
  read(key: string, done: Done, timeWindow: number, max: number): void;
};
type Done = Parameters<FastifyRateLimitStore["incr"]>[1];
/** What the plugin passes a store's constructor and `child` (its settings, these two among them). */
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0] & StoreParams;

// The plugin's own stores, which its package does not export by name.
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store = require("@fastify/rate-limit/store/LocalStore.js");

/**
 * Limits counted in Redis, shared by every instance; while Redis does not answer, each instance
 * counts on its own. A Redis outage then neither locks people out (the limiter does not fail
 * shut) nor lifts the limits (it does not fail open either): a password guesser gets at most
 * the limit per instance instead of the limit for all of them.
 */
class RedisOrLocalStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.sharedOrLocal("incr", key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number): void {
    this.sharedOrLocal("read", key, done, timeWindow, max);
  }

  /** Asks Redis; on an error, the same question of this instance's own counts. */
  private sharedOrLocal(
    method: "incr" | "read",
    key: string,
    done: Done,
    timeWindow: number,
    max: number,
  ): void {
    this.shared[method](
      key,
      (error, result) =>
        error ? this.local[method](key, done, timeWindow, max) : done(null, result),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new RedisOrLocalStore(
      // Both built-in stores have `read`; the package's type leaves it out.
      this.shared.child(routeOptions) as Store,
      new LocalStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff),
    );
  }
}

/** The `store` option of @fastify/rate-limit: the plugin constructs it with its settings. */
export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}
