import { Redis } from "ioredis";

/**
 * The Redis connection of the rate limits and the typing throttle. Without an offline queue a
 * command fails at once while Redis is unreachable, and those callers then let the request
 * through (or count on their own): a Redis outage must neither lock people out nor make every
 * request wait for it. A command sent just as the connection died is not failed by that alone
 * (ioredis keeps it to resend, and a peer that accepts and drops connections resets its retry
 * count), so each command also gives up after a second.
 */
export function createLimiterRedis(url: string, onError: (error: Error) => void = () => {}): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1000,
  });
  redis.on("error", onError);
  return redis;
}
