import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import { jobSchedule } from "../../db/schema/jobs.ts";
import { mailOutbox } from "../../db/schema/mail.ts";

/**
 * The instance's Prometheus metrics (issue 15 §1): request latency per route, open event
 * streams, the mail outbox's backlog and the background jobs' runs. Each app has its own
 * registry, so tests (and two instances in one process) do not share counters. Call it on the
 * root instance, before the routes: its timing hook must see every route.
 */
export function createMetrics(
  app: FastifyInstance,
  db: Db,
  roundTrips: () => number | null,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Время ответа по маршруту",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    // The route's pattern, never the address itself: ids would make a series per chat.
    const route = request.routeOptions.url ?? "unmatched";
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Counter({
    name: "db_round_trips_total",
    help: "Запросы к PostgreSQL с запуска этого экземпляра (каждый — путь туда и обратно)",
    registers: [registry],
    collect() {
      // Counted by the pool's clients (db/client.ts); PGlite runs in the process: none.
      const trips = roundTrips();
      if (trips === null) return;
      this.reset();
      this.inc(trips);
    },
  });
  new Gauge({
    name: "event_stream_listeners",
    help: "Открытые потоки живых событий на этом экземпляре",
    registers: [registry],
    collect() {
      this.set(app.eventStreams.size);
    },
  });
  new Gauge({
    name: "mail_outbox_backlog",
    help: "Письма, ждущие отправки",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "pending"));
      this.set(row?.n ?? 0);
    },
  });
  const jobGauge = (
    name: string,
    help: string,
    pick: (row: typeof jobSchedule.$inferSelect) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ["job"] as const,
      registers: [registry],
      async collect() {
        // Counted in the shared schedule: the figures of all instances together.
        for (const row of await db.select().from(jobSchedule))
          this.set({ job: row.name }, pick(row));
      },
    });
  jobGauge("background_job_runs", "Запуски фоновой задачи (все экземпляры)", (row) => row.runs);
  jobGauge(
    "background_job_failures",
    "Сбои фоновой задачи (все экземпляры)",
    (row) => row.failures,
  );
  return registry;
}
