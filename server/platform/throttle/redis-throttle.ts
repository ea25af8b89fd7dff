import type { Redis } from "ioredis";
import type { Throttle } from "./throttle.ts";

const PREFIX = "legal-throttle:";

/**
 * The throttle shared by every instance: `SET key NX PX window` is atomic, so of two instances
 * asked at once exactly one wins, and Redis forgets the key when the window ends.
 */
export function createRedisThrottle(
  redis: Redis,
  onError: (error: unknown) => void = () => {},
): Throttle {
  return {
    async claim(key, windowMs) {
      try {
        return (await redis.set(`${PREFIX}${key}`, "1", "PX", windowMs, "NX")) === "OK";
      } catch (error) {
        // A Redis outage lets notices through rather than refusing them (a duplicate is harmless).
        onError(error);
        return true;
      }
    },
  };
}
