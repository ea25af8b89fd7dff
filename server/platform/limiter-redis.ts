import { Redis } from "ioredis";

/**
 * The Redis connection of the rate limits and the typing throttle. Without an offline queue a
 * command fails at once while Redis is unreachable, and those callers then let the request
 * through: a Redis outage must neither lock people out nor make every request wait for it.
 */
export function createLimiterRedis(url: string, onError: (error: Error) => void = () => {}): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on("error", onError);
  return redis;
}
