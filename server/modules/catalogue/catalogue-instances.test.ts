import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { App } from "../../app.ts";
import { createRedisEventBus } from "../../platform/events/redis-event-bus.ts";
import { createServiceOk, publicList, send, serviceForm } from "../../test/catalogue-fixtures.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Far below the catalogue cache's 5 s: only the bus can make the other instance this fast. */
const WITHIN_MS = 1_500;

/** Polls an instance's public list until `seen` holds; returns how long it took. */
async function untilSeen(app: App, seen: (list: Service[]) => boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < WITHIN_MS) {
    if (seen(await publicList(app))) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the other instance still serves the old catalogue after ${WITHIN_MS} ms`);
}

// CI sets REDIS_URL and DATABASE_URL: the PostgreSQL pass runs both instances on one PostgreSQL
// database (the PGlite pass on one shared PGlite). Without Redis this part is skipped locally.
describe.skipIf(!process.env.REDIS_URL)(
  "the catalogue on two instances, one database, one Redis",
  () => {
    let a: TestApp;
    let b: TestApp;
    let token: string;
    beforeAll(async () => {
      const url = process.env.REDIS_URL as string;
      a = await buildTestApp({ events: await createRedisEventBus(url) });
      b = await buildTestApp({ shareDatabaseOf: a, events: await createRedisEventBus(url) });
      token = await executorToken(a.app);
    });
    afterAll(async () => {
      await b.close();
      await b.app.events.close();
      await a.close();
      await a.app.events.close();
    });

    it("a service saved through one instance is on the other's site at once, not after the cache's 5 s", async () => {
      // B has just cached the list: without the bus it would serve this copy for 5 s.
      const warm = await publicList(b.app);
      const created = await createServiceOk(a.app, token);
      expect(warm.map((s) => s.id)).not.toContain(created.id);
      const seenNew = await untilSeen(b.app, (list) => list.some((s) => s.id === created.id));
      expect(seenNew).toBeLessThan(WITHIN_MS);

      await publicList(b.app);
      const form = serviceForm({ title: "Изменено на другом экземпляре" });
      const edited = await send(a.app, "PUT", `/api/services/${created.id}`, token, form);
      expect(edited.statusCode).toBe(200);
      await untilSeen(b.app, (list) => list.find((s) => s.id === created.id)?.title === form.title);

      await publicList(b.app);
      await send(a.app, "PUT", `/api/services/${created.id}`, token, { is_active: false });
      await untilSeen(b.app, (list) => !list.some((s) => s.id === created.id));

      // The order and the deletion travel the same way.
      await send(a.app, "PUT", `/api/services/${created.id}`, token, { is_active: true });
      await untilSeen(b.app, (list) => list.at(-1)?.id === created.id);
      await send(a.app, "DELETE", `/api/services/${created.id}`, token);
      await untilSeen(b.app, (list) => !list.some((s) => s.id === created.id));
    });
  },
);
