/**
 * A message send under load (issue 49 §3): guests write at a steady 100 messages a second over
 * 200 chats, each chat's guest and five lawyers listening on their event streams; from the POST
 * to each listener, with the database round trips per send read from the app's own
 * `db_round_trips_total` (/metrics) over the run. Target: p99 ≤ 50 ms with delivery, ≤ 8 round
 * trips. PostgreSQL only (PGlite runs inside the app: no trips to count); its own app process on
 * a scratch database, with Redis events when REDIS_URL is set.
 */
import { randomBytes } from "node:crypto";
import { startAppProcess } from "../scripts/app-process.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { runChatDelivery } from "./chat-delivery.ts";
import { postgresBackends } from "./process-stats.ts";

const TARGET_P99_MS = 50;

export async function runSendBench(databaseUrl: string | undefined): Promise<void> {
  console.log(
    "\nОтправка сообщения: 100 в секунду, 200 чатов, цель p99 ≤ 50 мс и ≤ 8 запросов к базе",
  );
  if (!databaseUrl) {
    console.log("  пропущено: нужен DATABASE_URL (PostgreSQL)");
    return;
  }
  const scratch = await createScratchDatabase(databaseUrl, "bench_send");
  const metricsToken = randomBytes(16).toString("hex");
  try {
    const app = await startAppProcess({
      env: {
        DATABASE_URL: scratch.url,
        METRICS_TOKEN: metricsToken,
        GUEST_CHAT_RATE_LIMIT_MAX: "100000",
        EVENT_STREAMS_PER_IP: "100000",
      },
      readyPath: "/api/services",
    });
    try {
      await runChatDelivery({
        origin: app.origin,
        title: `PostgreSQL, ${process.env.REDIS_URL ? "Redis pub/sub" : "in-process"} events, one instance`,
        instances: [{ name: "app", pid: app.child.pid }],
        otherProcesses: async () => [
          { name: "PostgreSQL", pids: await postgresBackends(scratch.url) },
        ],
        targetP99Ms: TARGET_P99_MS,
        load: { listeners: 200, messages: 2000, rate: 100 },
        roundTrips: async () => {
          const response = await fetch(`${app.origin}/metrics`, {
            headers: { authorization: `Bearer ${metricsToken}` },
          });
          const trips = /^db_round_trips_total (\d+)$/m.exec(await response.text())?.[1];
          return trips === undefined ? null : Number(trips);
        },
      });
    } finally {
      await app.stop();
    }
  } finally {
    await scratch.drop();
  }
}
