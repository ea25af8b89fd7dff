import type { Redis } from "ioredis";
import { createInMemoryThrottle, type Throttle } from "./throttle.ts";

const PREFIX = "legal-throttle:";

/**
 * One atomic step of `admit`: a member already in the set is admitted; a new one joins unless
 * the set is full (it is then taken out again and refused). The set expires with the window
 * that its first member started.
 */
const ADMIT_SCRIPT = `
if redis.call('SADD', KEYS[1], ARGV[1]) == 0 then return 1 end
if redis.call('SCARD', KEYS[1]) > tonumber(ARGV[2]) then
  redis.call('SREM', KEYS[1], ARGV[1])
  return 0
end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1
`;

/**
 * The throttle shared by every instance: `SET key NX PX window` and the admit script are
 * atomic, so of two instances asked at once exactly one wins (or exactly `cap` members get in),
 * and Redis forgets the key when the window ends.
 */
export function createRedisThrottle(
  redis: Redis,
  onError: (error: unknown) => void = () => {},
  /** The site's installation id: two sites on one Redis keep their own keys. */
  keySpace = "",
): Throttle {
  const prefix = keySpace ? `${PREFIX}${keySpace}:` : PREFIX;
  // While Redis does not answer, caps are counted on this instance alone, as the rate limits
  // are (rate-limit-store.ts): neither lifted nor refusing everybody.
  const local = createInMemoryThrottle();
  return {
    async claim(key, windowMs) {
      try {
        return (await redis.set(`${prefix}${key}`, "1", "PX", windowMs, "NX")) === "OK";
      } catch (error) {
        // A Redis outage lets notices through rather than refusing them (a duplicate is harmless).
        onError(error);
        return true;
      }
    },
    async admit(group, member, cap, windowMs) {
      try {
        const admitted = await redis.eval(
          ADMIT_SCRIPT,
          1,
          `${prefix}admit:${group}`,
          member,
          cap,
          windowMs,
        );
        return admitted === 1;
      } catch (error) {
        onError(error);
        return local.admit(group, member, cap, windowMs);
      }
    },
  };
}
