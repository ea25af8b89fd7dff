/**
 * The executor's chat list and a chat's message page with 10,000 chats and a million messages
 * (issue 15 §2; target: p99 ≤ 50 ms on PostgreSQL at 50 connections, PGlite reported too). For
 * each engine: a fresh database with the demo content and search-data.ts's chats and messages
 * (one chat in ten unread), the app listening on a port in this process, then autocannon with
 * BENCH_LIST_CONNECTIONS (50) connections for BENCH_SECONDS (10) per route: the first page of
 * every chat, of unread chats, the third page (a cursor), the cabinet's counters, and the newest
 * page of one chat's messages (100 of them).
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { prepareDatabase } from "../server/db/startup.ts";
import { SEARCH_BENCH_CHATS, SEARCH_BENCH_MESSAGES, seedSearchData } from "./search-data.ts";

const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 50;

async function load(url: string, token: string) {
  const options = { url, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  await autocannon({ ...options, duration: 2 }); // warm-up (JIT, pool, caches)
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measureEngine(engine: "PostgreSQL" | "PGlite", databaseUrl?: string) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, "bench_lists") : null;
  const database = await openDatabase(
    // As many connections as the load: the pool must not be what is measured.
    scratch ? { kind: "postgres", url: scratch.url, poolSize: CONNECTIONS } : { kind: "pglite" },
  );
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), `legal-bench-${randomBytes(6).toString("hex")}`),
    AUTH_RATE_LIMIT_MAX: "1000",
  });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const app = await buildApp({ config, database, serveWeb: false });
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const registered = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          email: "bench-lists@example.ru",
          password: "bench-password",
          full_name: "Клиент Списков",
          client_type: "individual",
          agree_to_terms: true,
        },
      });
      const client = registered.json() as { user: { id: number } };
      const seeded = performance.now();
      await seedSearchData(database.db, client.user.id);
      await database.db.execute(
        sql`update chat_sessions set unread_by_executor = 1 + length(id) % 3 where ascii(id) % 10 = 0`,
      );
      console.log(
        `  ${engine}: ${SEARCH_BENCH_CHATS.toLocaleString("ru-RU")} чатов и ${SEARCH_BENCH_MESSAGES.toLocaleString("ru-RU")} сообщений за ${((performance.now() - seeded) / 1000).toFixed(1)} с`,
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
      const get = async <T>(url: string) =>
        (await app.inject({ url, headers: { authorization: `Bearer ${token}` } })).json() as T;
      type Page = { id: string; last_activity: string }[];
      const first = await get<Page>("/api/chat/sessions");
      const second = await get<Page>(
        `/api/chat/sessions?before=${encodeURIComponent(`${new Date(first.at(-1)!.last_activity).toISOString()}_${first.at(-1)!.id}`)}`,
      );
      const cursor = `${new Date(second.at(-1)!.last_activity).toISOString()}_${second.at(-1)!.id}`;
      const cases = [
        { label: "список чатов, первая страница", url: "/api/chat/sessions" },
        { label: "непрочитанные", url: "/api/chat/sessions?filter=unread" },
        {
          label: "третья страница (курсор)",
          url: `/api/chat/sessions?before=${encodeURIComponent(cursor)}`,
        },
        { label: "счётчики кабинета", url: "/api/executor/dashboard" },
        { label: "страница сообщений чата", url: `/api/chat/sessions/${first[0]!.id}/messages` },
      ];
      const rows: string[] = [];
      for (const { label, url } of cases) {
        const result = await load(`${origin}${url}`, token);
        const met = engine === "PostgreSQL" ? (result.p99 <= TARGET_P99_MS ? "✓" : "✗") : "—";
        rows.push(
          `| ${engine} | ${label} | ${Math.round(result.rps)} | ${result.p50} мс | ${result.p99} мс | ${met} |`,
        );
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

export async function runChatListBench(databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nСписки чатов: ${SEARCH_BENCH_CHATS.toLocaleString("ru-RU")} чатов, ${SEARCH_BENCH_MESSAGES.toLocaleString("ru-RU")} сообщений, ${CONNECTIONS} соединений по ${SECONDS} с, цель p99 ≤ ${TARGET_P99_MS} мс на PostgreSQL`,
  );
  const rows: string[] = [];
  if (databaseUrl) rows.push(...(await measureEngine("PostgreSQL", databaseUrl)));
  if (process.env.BENCH_LISTS_PGLITE !== "0") rows.push(...(await measureEngine("PGlite")));
  console.log("\n| база | запрос | запросов/с | p50 | p99 | цель |\n|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}
