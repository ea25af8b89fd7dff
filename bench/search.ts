/**
 * Full-text search with 10,000 chats and a million messages (issue 14 §4; target: p99 ≤ 100 ms
 * on PostgreSQL, PGlite reported too). For each engine: a fresh database (a scratch PostgreSQL
 * database, or PGlite in memory) with the demo content and the data of search-data.ts, then
 * BENCH_SEARCH_CALLS (200) calls in turn of `GET /api/search` per case through the app itself
 * (`app.inject`: auth, validation, every group's query, serialisation; no network) — a rare, a
 * medium and a common word, two common words, a name and a phone for the executor, and a common
 * word for a client with ten chats. p50/p95/p99/max, and how many messages the answer carried.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { prepareDatabase } from "../server/db/startup.ts";
import { ms, percentile } from "./percentile.ts";
import { SEARCH_BENCH_CHATS, SEARCH_BENCH_MESSAGES, seedSearchData } from "./search-data.ts";

const CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 200);
const WARM_UP_CALLS = 5;
const TARGET_P99_MS = 100;

const CASES = [
  { who: "executor", label: "редкое слово (≈100 сообщений)", q: "неустойка" },
  { who: "executor", label: "среднее слово (≈10 000)", q: "претензия" },
  { who: "executor", label: "частое слово (≈333 000)", q: "договор" },
  { who: "executor", label: "два частых слова", q: "договор квартира" },
  { who: "executor", label: "фамилия (чаты по имени)", q: "Иванов" },
  { who: "executor", label: "телефон по цифрам", q: "916 000 12" },
  { who: "client", label: "клиент: частое слово в своих 10 чатах", q: "договор" },
] as const;

async function measureEngine(engine: "PostgreSQL" | "PGlite", databaseUrl?: string) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, "bench_search") : null;
  const database = await openDatabase(
    scratch ? { kind: "postgres", url: scratch.url, poolSize: 10 } : { kind: "pglite" },
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
    await app.ready();
    try {
      const registered = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          email: "bench-searcher@example.ru",
          password: "bench-password",
          full_name: "Клиент Поисковый",
          client_type: "individual",
          agree_to_terms: true,
        },
      });
      const client = registered.json() as { access_token: string; user: { id: number } };
      const seedStarted = performance.now();
      await seedSearchData(database.db, client.user.id);
      console.log(
        `  ${engine}: ${SEARCH_BENCH_CHATS.toLocaleString("ru-RU")} чатов и ${SEARCH_BENCH_MESSAGES.toLocaleString("ru-RU")} сообщений с индексом и статистикой за ${((performance.now() - seedStarted) / 1000).toFixed(1)} с`,
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
      const tokens = {
        executor: (login.json() as { access_token: string }).access_token,
        client: client.access_token,
      };

      const rows: string[] = [];
      for (const { who, label, q } of CASES) {
        const url = `/api/search?q=${encodeURIComponent(q)}`;
        const headers = { authorization: `Bearer ${tokens[who]}` };
        let found = "";
        for (let call = 0; call < WARM_UP_CALLS; call++) await app.inject({ url, headers });
        const times: number[] = [];
        for (let call = 0; call < CALLS; call++) {
          const started = performance.now();
          const response = await app.inject({ url, headers });
          times.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
          if (call === 0) {
            const body = response.json() as { messages: unknown[]; chats: unknown[] };
            found = `${body.messages.length} / ${body.chats.length}`;
          }
        }
        times.sort((a, b) => a - b);
        const p99 = percentile(times, 99);
        const met = engine === "PostgreSQL" ? (p99 <= TARGET_P99_MS ? "✓" : "✗") : "—";
        rows.push(
          `| ${engine} | ${label}: «${q}» | ${found} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(p99)} | ${ms(times.at(-1) ?? Number.NaN)} | ${met} |`,
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

export async function runSearchBench(databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nПоиск: ${SEARCH_BENCH_CHATS.toLocaleString("ru-RU")} чатов, ${SEARCH_BENCH_MESSAGES.toLocaleString("ru-RU")} сообщений, ${CALLS} вызовов GET /api/search на случай подряд (app.inject), цель p99 ≤ ${TARGET_P99_MS} мс на PostgreSQL`,
  );
  const rows: string[] = [];
  if (databaseUrl) rows.push(...(await measureEngine("PostgreSQL", databaseUrl)));
  rows.push(...(await measureEngine("PGlite")));
  console.log(
    "\n| база | запрос | сообщений / чатов в ответе | p50 | p95 | p99 | max | цель |\n|---|---|---|---|---|---|---|---|",
  );
  for (const row of rows) console.log(row);
}
