import { afterAll, beforeAll } from "vitest";
import { createRedisEventBus } from "../platform/events/redis-event-bus.ts";
import { buildTestApp, type TestApp } from "./test-app.ts";

/**
 * Two app instances on one database and one Redis, the second listening on a real port (for
 * event streams). Call inside a `describe.skipIf(!process.env.REDIS_URL)`: CI sets REDIS_URL.
 */
export function useTwoInstances() {
  const instances = {} as { first: TestApp; second: TestApp; secondBase: string };
  beforeAll(async () => {
    const url = process.env.REDIS_URL as string;
    instances.first = await buildTestApp({ events: await createRedisEventBus(url) });
    instances.second = await buildTestApp({
      shareDatabaseOf: instances.first,
      events: await createRedisEventBus(url),
    });
    instances.secondBase = await instances.second.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await instances.second.close();
    await instances.second.app.events.close();
    await instances.first.close();
    await instances.first.app.events.close();
  });
  return instances;
}
