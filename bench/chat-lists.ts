/**
 * The executor's chat list and a chat's message page with 10,000 chats and a million messages
 * (issue 15 §2; target: p99 ≤ 50 ms on PostgreSQL at 50 connections): a fresh database with the
 * demo content and search-data.ts's chats and messages (one chat in ten unread), then the app
 * started as its own process on that database (the load generator must not share the app's
 * thread), then autocannon with BENCH_LIST_CONNECTIONS (50) connections for BENCH_SECONDS (10)
 * per route, once without pauses and once at a steady BENCH_LIST_RATE (200) requests a second: the
 * first page of every chat, of unread chats, the third page (a cursor), the cabinet's counters,
 * and the newest page of one chat's messages (100 of them), all with one session's token (one
 * lawyer's cabinet); then that page again, each request with another session's token (the
 * session's lookup is then not shared: platform/shared-read.ts). PostgreSQL only: a PGlite
 * directory belongs to one process, and the app's process is not this one.
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { startAppProcess } from "../scripts/app-process.ts";
import { openDatabase } from "../server/db/client.ts";
import { users } from "../server/db/schema/users.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { prepareDatabase } from "../server/db/startup.ts";
import { postJson } from "./http-client.ts";
import { printQueryPlans } from "./query-plans.ts";
import { SEARCH_BENCH_CHATS, SEARCH_BENCH_MESSAGES, seedSearchData } from "./search-data.ts";
import { steadyLoad } from "./steady-load.ts";

const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The steady rate of the second run, one request every 5 ms on up to 50 connections. */
const RATE = Number(process.env.BENCH_LIST_RATE ?? 200);
const TARGET_P99_MS = 50;
const WARM_UP_SECONDS = 5;

/**
 * A route under the 50 connections twice: each sending its next request as soon as the last is
 * answered (how many the machine serves; latency is then the queue, about connections ÷
 * throughput), and at a steady RATE spread evenly over the second on up to 50 sockets
 * (steady-load.ts: the latency a user sees while the instance is busy but not overrun).
 */
async function load(url: string, tokens: string[]) {
  // With several tokens, each request takes the next one in turn, so the requests in flight are
  // mostly of different sessions (nothing to share between them: platform/shared-read.ts).
  let turn = 0;
  const headers = () => ({ authorization: `Bearer ${tokens[turn++ % tokens.length]}` });
  const options =
    tokens.length === 1
      ? { url, connections: CONNECTIONS, headers: headers() }
      : {
          url,
          connections: CONNECTIONS,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...request.headers, ...headers() },
              }),
            },
          ],
        };
  // Warm-up: the route's code compiled by V8's optimising tiers, the pool and the plans ready, as
  // on an instance that has served for a while (2 s left the first route measured half-compiled).
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const saturated = checked(url, await autocannon({ ...options, duration: SECONDS }));
  const paced = await steadyLoad({
    url,
    connections: CONNECTIONS,
    headers,
    rate: RATE,
    seconds: SECONDS,
  });
  return {
    rps: saturated.requests.average,
    p50: saturated.latency.p50,
    p99: saturated.latency.p99,
    pacedP50: paced.p50,
    pacedP99: paced.p99,
  };
}

function checked(url: string, result: autocannon.Result): autocannon.Result {
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

async function measure(databaseUrl: string) {
  let plannedCases: { label: string; path: string }[] = [];
  const scratch = await createScratchDatabase(databaseUrl, "bench_lists");
  try {
    // The data, written here: demo content, a client of ours, the chats and messages.
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
    let clientId: number;
    try {
      await prepareDatabase(database, { seedDemo: true });
      const [client] = await database.db
        .insert(users)
        .values({
          email: "bench-lists@example.ru",
          passwordHash: "bench",
          fullName: "Клиент Списков",
          role: "client",
          clientType: "individual",
        })
        .returning({ id: users.id });
      clientId = client!.id;
      const seeded = performance.now();
      await seedSearchData(database.db, clientId);
      await database.db.execute(
        sql`update chat_sessions set unread_by_executor = 1 + length(id) % 3 where ascii(id) % 10 = 0`,
      );
      // A database that has lived with this much data has been vacuumed and analysed long ago;
      // without this, autovacuum wakes up on the fresh million rows in the middle of a run.
      await database.db.execute(sql`vacuum analyze`);
      console.log(
        `  PostgreSQL: ${SEARCH_BENCH_CHATS.toLocaleString("ru-RU")} чатов и ${SEARCH_BENCH_MESSAGES.toLocaleString("ru-RU")} сообщений за ${((performance.now() - seeded) / 1000).toFixed(1)} с`,
      );
    } finally {
      await database.close();
    }

    const app = await startAppProcess({
      env: { DATABASE_URL: scratch.url, SEED_DEMO: "false", AUTH_RATE_LIMIT_MAX: "1000" },
    });
    try {
      const signIn = async () => {
        const login = await postJson(`${app.origin}/api/auth/login`, {
          email: DEMO_ACCOUNTS.executor.email,
          password: DEMO_ACCOUNTS.executor.password,
          login_type: "executor",
        });
        return (JSON.parse(login.body) as { access_token: string }).access_token;
      };
      const token = await signIn();
      // The lawyer signed in on as many devices as there are connections: one session each.
      const sessionTokens: string[] = [];
      for (let i = 0; i < CONNECTIONS; i++) sessionTokens.push(await signIn());
      const get = async <T>(path: string) => {
        const response = await fetch(`${app.origin}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await response.json()) as T;
      };
      type Page = { id: string; last_activity: string }[];
      const cursorAfter = (page: Page) =>
        encodeURIComponent(
          `${new Date(page.at(-1)!.last_activity).toISOString()}_${page.at(-1)!.id}`,
        );
      const first = await get<Page>("/api/chat/sessions");
      const second = await get<Page>(`/api/chat/sessions?before=${cursorAfter(first)}`);
      const oneSession = [token];
      const cases = [
        { label: "список чатов, первая страница", path: "/api/chat/sessions" },
        { label: "непрочитанные", path: "/api/chat/sessions?filter=unread" },
        {
          label: "третья страница (курсор)",
          path: `/api/chat/sessions?before=${cursorAfter(second)}`,
        },
        { label: "счётчики кабинета", path: "/api/executor/dashboard" },
        { label: "страница сообщений чата", path: `/api/chat/sessions/${first[0]!.id}/messages` },
      ];
      const runs = [
        ...cases.map((one) => ({ ...one, tokens: oneSession })),
        {
          label: `та же страница, у запросов ${CONNECTIONS} разных сеансов`,
          path: cases.at(-1)!.path,
          tokens: sessionTokens,
        },
      ];
      const rows: string[] = [];
      for (const { label, path, tokens } of runs) {
        const result = await load(`${app.origin}${path}`, tokens);
        const met = (p99: number) => (p99 <= TARGET_P99_MS ? "✓" : "✗");
        rows.push(
          `| ${label} | ${Math.round(result.rps)} | ${result.p50} / ${result.p99} мс ${met(result.p99)} | ${result.pacedP50.toFixed(1)} / ${result.pacedP99.toFixed(1)} мс ${met(result.pacedP99)} |`,
        );
      }
      console.log(
        `\n| PostgreSQL | запросов/с без пауз | p50 / p99 без пауз | p50 / p99 при ${RATE} запросах/с |\n|---|---|---|---|`,
      );
      for (const row of rows) console.log(row);
      plannedCases = cases;
    } finally {
      await app.stop();
    }
    // Once, after the load: each request's statements and their plans on this data.
    await printQueryPlans(
      scratch.url,
      {
        email: DEMO_ACCOUNTS.executor.email,
        password: DEMO_ACCOUNTS.executor.password,
        login_type: "executor",
      },
      plannedCases,
    );
  } finally {
    await scratch.drop();
  }
}

export async function runChatListBench(databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nСписки чатов: ${SEARCH_BENCH_CHATS.toLocaleString("ru-RU")} чатов, ${SEARCH_BENCH_MESSAGES.toLocaleString("ru-RU")} сообщений, ${CONNECTIONS} соединений по ${SECONDS} с, цель p99 ≤ ${TARGET_P99_MS} мс на PostgreSQL`,
  );
  if (!databaseUrl) {
    console.log("  пропущено: нужен DATABASE_URL (PostgreSQL)");
    return;
  }
  await measure(databaseUrl);
}
