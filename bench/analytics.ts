/**
 * The analytics dashboard with a million events (issue 13 §2; target p99 ≤ 200 ms on
 * PostgreSQL, PGlite reported too). For each engine: a fresh database (a scratch PostgreSQL
 * database, or PGlite in memory) with the demo content, BENCH_ANALYTICS_EVENTS (1,000,000) events
 * over 60 days inserted by one `generate_series` statement, the daily rollups rebuilt from them,
 * then BENCH_ANALYTICS_CALLS (300) calls in turn of each cabinet route through the app itself
 * (`app.inject`: routing, auth, validation, queries, serialisation; no network), p50/p99/max.
 * For comparison it also times the one query the dashboard would need without the rollups
 * (counting this month's events by type straight from the events table).
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { addDays, moscowDayKey } from "../domain/day-keys.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { prepareDatabase } from "../server/db/startup.ts";
import { rebuildRollups } from "../server/modules/analytics/service.ts";
import { ms, percentile } from "./percentile.ts";

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_ANALYTICS_CALLS ?? 300);
const DAYS_OF_EVENTS = 60;
const TARGET_P99_MS = 200;

const ROUTES = [
  "/api/analytics/dashboard",
  "/api/analytics/daily-stats?days=30",
  "/api/analytics/funnel?days=30",
] as const;

async function measureEngine(engine: "PostgreSQL" | "PGlite", databaseUrl?: string) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, "bench_analytics") : null;
  const database = await openDatabase(
    scratch ? { kind: "postgres", url: scratch.url, poolSize: 10 } : { kind: "pglite" },
  );
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), `legal-bench-${randomBytes(6).toString("hex")}`),
  });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
    try {
      const seedStarted = performance.now();
      await database.db.execute(sql`
        insert into analytics_events (event_type, page_url, visitor_id, created_at)
        select (array['page_view','page_view','page_view','service_view','chat_click','payment_click','registration'])[1 + i % 7],
               '/page-' || (i % 300),
               md5((i % 40000)::text || '-' || (i / 40000)::text),
               now() - ((i::bigint * ${sql.raw(String(DAYS_OF_EVENTS * 86_400))}) / ${sql.raw(String(EVENTS))}) * interval '1 second'
        from generate_series(1, ${sql.raw(String(EVENTS))}) as i`);
      const inserted = performance.now();
      await rebuildRollups(database.db, addDays(moscowDayKey(new Date()), -(DAYS_OF_EVENTS + 1)));
      const rolled = performance.now();
      console.log(
        `  ${engine}: ${EVENTS.toLocaleString("ru-RU")} событий за ${DAYS_OF_EVENTS} дней вставлены за ${((inserted - seedStarted) / 1000).toFixed(1)} с, сводки пересчитаны за ${((rolled - inserted) / 1000).toFixed(1)} с`,
      );

      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: {
          email: DEMO_ACCOUNTS.executor.email,
          password: DEMO_ACCOUNTS.executor.password,
          login_type: "executor",
        },
      });
      const token = (login.json() as { access_token: string }).access_token;
      const rows: string[] = [];
      for (const url of ROUTES) {
        const times: number[] = [];
        for (let call = 0; call < CALLS; call++) {
          const started = performance.now();
          const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
          times.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
        }
        times.sort((a, b) => a - b);
        const p99 = percentile(times, 99);
        rows.push(
          `| ${engine} | ${url.replace("/api/analytics/", "")} | ${ms(percentile(times, 50))} | ${ms(p99)} | ${ms(times.at(-1) ?? Number.NaN)} | ${engine === "PostgreSQL" ? (p99 <= TARGET_P99_MS ? "✓" : "✗") : "—"} |`,
        );
      }
      const rawStarted = performance.now();
      await database.db.execute(sql`
        select event_type, count(*) from analytics_events
        where created_at >= date_trunc('month', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow'
        group by 1`);
      const raw = performance.now() - rawStarted;
      rows.push(`| ${engine} | без сводок: один подсчёт месяца по событиям | ${ms(raw)} | | | |`);
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

export async function runAnalyticsBench(databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nАналитика: ${EVENTS.toLocaleString("ru-RU")} событий, ${CALLS} вызовов каждого маршрута подряд (app.inject), цель p99 ≤ ${TARGET_P99_MS} мс на PostgreSQL`,
  );
  const rows: string[] = [];
  if (databaseUrl) rows.push(...(await measureEngine("PostgreSQL", databaseUrl)));
  rows.push(...(await measureEngine("PGlite")));
  console.log("\n| база | маршрут | p50 | p99 | max | цель |\n|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}
