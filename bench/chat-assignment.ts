/**
 * Chat assignment across two instances (issue 30, «Done when»: "assignment under 50 new chats a
 * second across two instances, p99 of chat creation ≤ 100 ms, no double assignment"). Two app
 * processes on one scratch PostgreSQL database and one Redis; clients open chats at a steady 50
 * a second, alternating instances, each creation assigned under the cluster-wide advisory lock
 * (server/modules/staff/assignment.ts). Reported: p50/p95/p99/max of POST /api/chat/sessions,
 * the chats per instance, and from the database afterwards each lawyer's open chats against their
 * limit, the queue, and any chat counted twice or lawyer over their limit (target: none).
 * BENCH_ASSIGN_CHATS (500) and BENCH_ASSIGN_RATE (50/s) change the load.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { startAppCluster } from "../scripts/app-cluster.ts";
import { nginxMissing } from "../scripts/nginx-process.ts";
import { openDatabase } from "../server/db/client.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { rowsOf } from "../server/modules/search/search-context.ts";
import { request } from "./http-client.ts";
import { percentile } from "./percentile.ts";

const CHATS = Number(process.env.BENCH_ASSIGN_CHATS ?? 500);
const RATE = Number(process.env.BENCH_ASSIGN_RATE ?? 50);
const TARGET_P99_MS = 100;
/** Lawyers added to the demo lawyer and the operator, each with this limit: fewer places than chats. */
const LAWYERS = 5;
const LAWYER_LIMIT = Math.floor((CHATS * 0.8) / (LAWYERS + 2));

const ms = (value: number) => value.toFixed(1);

/** Returns whether the target is met; null when skipped. */
export async function runChatAssignmentBench(
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
): Promise<boolean | null> {
  const title = `Chat assignment, ${CHATS} chats at ${RATE}/s on two instances`;
  if (!databaseUrl || !redisUrl) {
    console.log(`\n${title}: пропущено: нужны DATABASE_URL и REDIS_URL`);
    return null;
  }
  const noNginx = nginxMissing();
  if (noNginx) {
    console.log(`\n${title}: пропущено: ${noNginx}`);
    return null;
  }
  const scratch = await createScratchDatabase(databaseUrl, "bench_assign");
  const cluster = await startAppCluster({
    count: 2,
    env: {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      AUTH_RATE_LIMIT_MAX: "100000",
      GUEST_CHAT_RATE_LIMIT_MAX: "100000",
    },
    readyPath: "/api/services",
  });
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  try {
    const origins = cluster.instances.map((instance) => instance.origin);
    const db = database.db;
    await db.execute(sql`update users set max_open_chats = ${LAWYER_LIMIT}
      where role in ('executor', 'admin')`);
    await db.execute(sql`insert into users (email, password_hash, full_name, role, max_open_chats)
      select 'bench-lawyer-' || n || '@bench.test', 'x', 'Юрист ' || n, 'executor', ${LAWYER_LIMIT}
      from generate_series(1, ${LAWYERS}) as n`);
    await db.execute(sql`update chat_sessions set status = 'completed'`);
    const tokens = await registerClients(origins, agent, CHATS);

    const latencies: number[] = [];
    const byInstance = [0, 0];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        const due = started + (i * 1000) / RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const origin = origins[i % 2] as string;
        const t0 = performance.now();
        const reply = await request(`${origin}/api/chat/sessions`, {
          method: "POST",
          agent,
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ service_id: "1" }),
        });
        latencies.push(performance.now() - t0);
        if (reply.status === 201 || reply.status === 200) byInstance[i % 2]! += 1;
        else failed++;
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const rows = (
      await rowsOf<{ id: number; max: number; open: number }>(
        db,
        sql`select u.id, u.max_open_chats as max, count(c.id)::int as open
          from users u left join chat_sessions c on c.assignee_id = u.id and c.status <> 'completed'
          where u.role in ('executor', 'admin') group by u.id order by u.id`,
      )
    ).map((row) => ({ ...row, open: Number(row.open), max: Number(row.max) }));
    const [queue] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from chat_sessions where assignee_id is null and status <> 'completed'`,
    );
    const queued = Number(queue?.n ?? 0);
    const assigned = rows.reduce((sum, row) => sum + row.open, 0);
    const overLimit = rows.filter((row) => row.open > row.max);
    const places = rows.reduce((sum, row) => sum + row.max, 0);
    const created = byInstance[0]! + byInstance[1]!;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    // Every chat is counted once: assigned ones plus the queue make the chats created, and the
    // places fill before anything waits.
    const countedOnce = assigned + queued === created && assigned === Math.min(created, places);
    const met = failed === 0 && p99 <= TARGET_P99_MS && overLimit.length === 0 && countedOnce;
    console.log(`\n${title} (PostgreSQL, Redis)`);
    console.log(
      `chat creation: ${created} in ${seconds.toFixed(1)} s (${(created / seconds).toFixed(1)}/s), ` +
        `failed ${failed}; p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, ` +
        `p99 ${ms(p99)} ms, max ${ms(sorted.at(-1) ?? Number.NaN)} ms (target p99 ≤ ${TARGET_P99_MS} ms)`,
    );
    console.log(`created by instance: app-1 ${byInstance[0]}, app-2 ${byInstance[1]}`);
    console.log(
      `lawyers: ${rows.length}, places ${places}; assigned ${assigned}, queued ${queued}; ` +
        `busiest ${Math.max(...rows.map((row) => row.open))}/${LAWYER_LIMIT}; over their limit: ${overLimit.length}; ` +
        `every chat counted once: ${countedOnce ? "yes" : "NO"}`,
    );
    console.log(`target met: ${met ? "yes" : "NO"}`);
    return met;
  } finally {
    agent.destroy();
    await database.close();
    await cluster.stop();
    await scratch.drop();
  }
}

/** `count` clients registered through the API, alternating instances; their tokens. */
async function registerClients(origins: string[], agent: http.Agent, count: number) {
  const tokens: string[] = [];
  const batch = 20;
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, j) => {
        const n = start + j;
        const reply = await request(`${origins[n % 2]}/api/auth/register`, {
          method: "POST",
          agent,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: `bench-client-${n}-${Date.now()}@bench.test`,
            password: "bench-client-password",
            full_name: `Клиент ${n}`,
            client_type: "individual",
            agree_to_terms: true,
          }),
        });
        if (reply.status !== 200 && reply.status !== 201) {
          throw new Error(`register answered ${reply.status}: ${reply.body}`);
        }
        return (JSON.parse(reply.body) as { access_token: string }).access_token;
      }),
    );
    tokens.push(...made);
  }
  return tokens;
}
