/**
 * `npm run bench`, against the real app started here as a child process (PostgreSQL when
 * DATABASE_URL is set: a scratch database, dropped afterwards; else PGlite; REDIS_URL, if set,
 * is passed on, so chat events go through Redis pub/sub):
 * 1. catalogue.ts: autocannon on GET /api/services vs a bare node:http server — requests/s,
 *    p50/p99, ratio, then GET /api/health alone. Targets (issue 49 §2): app ≥ 85% of bare on
 *    both engines, p99 ≤ 50 ms at 100 connections, /api/health ≥ 15,000 requests/s.
 * 1b. catalogue-writes.ts: the same reads, in turns with and without an executor saving a
 *    service every second — throughput against the read-only turns (target: within 10%), stale
 *    reads right after a save returns (target: 0).
 * 2. chat-delivery.ts: 5,000 guest chats each with an SSE listener (plus executors on
 *    /api/events), 1000 messages posted over HTTP at 50/s — p50/p95/p99/max from POST to
 *    receipt, lost events, the app's memory per listener. Target (issue 15 §2): p99 ≤ 50 ms on
 *    one instance, nothing lost.
 * 2b. chat-delivery-cluster.ts: the same through nginx (deploy/nginx.conf) in front of two app
 *    instances on their own scratch PostgreSQL database and REDIS_URL — the streams and memory
 *    per instance, how many deliveries crossed instances, each process's CPU seconds (both
 *    delivery benches print those). Target (issue 15 §2): p99 ≤ 100 ms. Needs DATABASE_URL,
 *    REDIS_URL and nginx; says «пропущено» and why otherwise.
 * 3. file-downloads.ts: 20 clients download one 10 MB chat file at once, 5 rounds, on disk storage
 *    and on S3 (s3rver started here) — downloads/s, p50/p99, the app's resident memory idle and at
 *    its peak. Target (issue 12): memory stays flat (peak ≤ idle + 50 MB). Each storage gets an
 *    app process of its own; BENCH_DOWNLOAD_STORAGE=disk|s3 runs one.
 * 3b. file-uploads.ts: 20 clients, each with an account, a chat and an address of its own, upload a
 *    10 MB PDF at once through the chat's multipart send, 5 rounds, on disk storage and on S3 —
 *    uploads/s, MB/s, p50/p99, the app's resident memory idle and at its peak; every send must
 *    answer 201 and every stored file is checked afterwards. Target (issue 15 §2): memory stays
 *    flat (peak ≤ idle + 50 MB). BENCH_UPLOAD_STORAGE=disk|s3 runs one storage.
 * 4. analytics.ts: a million analytics events, the cabinet's dashboard, daily stats and funnel —
 *    p50/p99 per route on PostgreSQL (when DATABASE_URL is set) and PGlite. Target (issue 13):
 *    p99 ≤ 200 ms on PostgreSQL. It builds its own app in-process on its own databases.
 * 5. search.ts: 10,000 chats with a million messages, GET /api/search for rare, medium and common
 *    words, a name and a phone (executor) and a client's own chats — p50/p95/p99 on PostgreSQL
 *    (when DATABASE_URL is set) and PGlite. Target (issue 14): p99 ≤ 100 ms on PostgreSQL. It
 *    builds its own app in-process on its own databases.
 * 6. chat-lists.ts: the same 10,000 chats and million messages, the executor's chat list (first
 *    page, unread, a later page), the cabinet's counters and a chat's message page under 50
 *    connections — requests/s, p50/p99. Target (issue 15 §2): p99 ≤ 50 ms on PostgreSQL.
 * 7. password-reset.ts: «Забыли пароль?» for known and unknown addresses in turns — p50/p95 of
 *    each and the difference of the medians (issue 27 §2: the time must not tell whether an
 *    account exists). Reported, not asserted. It builds its own app in-process.
 * 8. page-render.ts: an article's and a service's page (HTML with its head and main text) under 50
 *    connections — requests/s, p50/p99. Target (issue 29 §3): ≥ 1,500/s, p99 ≤ 50 ms on
 *    PostgreSQL.
 * 9. chat-assignment.ts: 500 clients open chats at 50 a second on two instances (one PostgreSQL,
 *    one Redis) — p50/p99 of chat creation, each lawyer's open chats against their limit, the
 *    queue. Target (issue 30): p99 ≤ 100 ms, no lawyer over their limit, every chat counted once.
 *    Needs DATABASE_URL and REDIS_URL.
 * 10. mixed-load.ts: scale-out — a mixed load (catalogue, public pages, chat lists, message pages,
 *    message sends delivered live; proportions in mixed-load-plan.ts) through nginx in front of one
 *    instance and then two: the highest rate each holds with p99 ≤ 100 ms, the ratio two/one,
 *    requests, POSTs and CPU seconds per instance, and what ran out. Needs DATABASE_URL,
 *    REDIS_URL and nginx (issue 32 §2).
 * 11. templates.ts: GET /api/health p99 alone and while ten template generations are always in hand
 *    (issue 43 §3), one line. Target: the p99 moves by ≤ 5 ms. It starts its own app process.
 * 12. backup.ts: a database of BENCH_BACKUP_MB of table text (300) and BENCH_BACKUP_FILES files
 *    (10,000) backed up and checked, on PostgreSQL (when DATABASE_URL is set) and PGlite — MB/s
 *    and peak RSS against the RSS before (issue 46 §1: memory does not grow with the database).
 * 13. telegram-delivery.ts: the lawyer writing into 50 guest chats continued in Telegram at 50
 *    messages a second; from the POST to the local Bot API's sendMessage (issue 47). Target: p99
 *    ≤ 1 s. It starts its own app process and Bot API server.
 * 14. booking-slots.ts: a service's free slots for a month (GET /api/services/{id}/slots, days=31)
 *    with 10 lawyers, their own or the firm's weeks, a holiday, two hearings each a week and 200
 *    bookings: a cold request's p50/max (right after a save drops the kept answers), then under 50
 *    connections without pauses — requests/s, p50/p99 — and at a steady 500 requests a second —
 *    p50/p99 (issue 48). Target: ≥ 500 req/s, p99 ≤ 50 ms at 500/s. It starts its own app process
 *    on a database it fills (PostgreSQL or PGlite).
 * 15. message-send.ts: a guest's message at a steady 100 a second over 200 chats, from the POST to
 *    the chat's and the lawyers' event streams, with the database round trips per send from the
 *    app's /metrics (issue 49 §3). Target: p99 ≤ 50 ms, ≤ 8 round trips. PostgreSQL; its own app.
 * BENCH_ONLY=catalogue|chat|chat-cluster|downloads|uploads|analytics|search|lists|reset|pages|assign|scale|templates|backup|telegram|slots|send
 * runs one of them; see each file for its other BENCH_* knobs.
 */

import { startAppProcess } from "../scripts/app-process.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { runAnalyticsBench } from "./analytics.ts";
import { runBackupBench } from "./backup.ts";
import { runBookingSlotsBench } from "./booking-slots.ts";
import { runCatalogue } from "./catalogue.ts";
import { runCatalogueUnderWrites } from "./catalogue-writes.ts";
import { runChatAssignmentBench } from "./chat-assignment.ts";
import { runChatDelivery } from "./chat-delivery.ts";
import { runChatDeliveryCluster } from "./chat-delivery-cluster.ts";
import { runChatListBench } from "./chat-lists.ts";
import { runDownloadBenches } from "./file-downloads.ts";
import { runUploadBenches } from "./file-uploads.ts";
import { runSendBench } from "./message-send.ts";
import { runMixedLoadBench } from "./mixed-load.ts";
import { runPageRender } from "./page-render.ts";
import { runPasswordResetBench } from "./password-reset.ts";
import { postgresBackends } from "./process-stats.ts";
import { runSearchBench } from "./search.ts";
import { runTelegramDeliveryBench } from "./telegram-delivery.ts";
import { runTemplateBench } from "./templates.ts";

const only = process.env.BENCH_ONLY;

const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, "bench")
  : null;
const databaseEnv: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {};
// These need no shared app: those benches start their own.
const ownApps = [
  "chat-cluster",
  "downloads",
  "uploads",
  "analytics",
  "search",
  "lists",
  "reset",
  "assign",
  "scale",
  "templates",
  "backup",
  "telegram",
  "slots",
  "send",
];
const app =
  only && ownApps.includes(only)
    ? null
    : await startAppProcess({
        env: {
          ...databaseEnv,
          // Every bench chat and stream comes from 127.0.0.1; the per-address limits would refuse
          // most of them.
          GUEST_CHAT_RATE_LIMIT_MAX: "100000",
          EVENT_STREAMS_PER_IP: "100000",
        },
        readyPath: "/api/services",
      }).catch(async (error: unknown) => {
        await scratch?.drop();
        throw error;
      });
let cleaning: Promise<void> | undefined;
const cleanup = () => {
  cleaning ??= (async () => {
    await app?.stop();
    await scratch?.drop();
  })();
  return cleaning;
};
// Ctrl-C still stops the app and drops the scratch database.
process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));

try {
  const engine = scratch ? "PostgreSQL" : "PGlite";
  if (app && (!only || only === "catalogue")) {
    await runCatalogue(app.origin, engine, process.env);
    await runCatalogueUnderWrites(app.origin);
  }
  if (app && (!only || only === "pages")) await runPageRender(app.origin, engine);
  if (app && (!only || only === "chat")) {
    await runChatDelivery({
      origin: app.origin,
      title: `${engine}, ${process.env.REDIS_URL ? "Redis pub/sub" : "in-process"} events, one instance`,
      instances: [{ name: "app", pid: app.child.pid }],
      otherProcesses: async () =>
        scratch ? [{ name: "PostgreSQL", pids: await postgresBackends(scratch.url) }] : [],
      targetP99Ms: 50,
    });
  }
  if (!only || only === "chat-cluster") {
    await runChatDeliveryCluster(process.env.DATABASE_URL, process.env.REDIS_URL);
  }
  if (!only || only === "downloads") await runDownloadBenches(databaseEnv);
  if (!only || only === "uploads") await runUploadBenches(databaseEnv);
  if (!only || only === "analytics") await runAnalyticsBench(process.env.DATABASE_URL);
  if (!only || only === "search") await runSearchBench(process.env.DATABASE_URL);
  if (!only || only === "lists") await runChatListBench(process.env.DATABASE_URL);
  if (!only || only === "reset") await runPasswordResetBench(process.env.DATABASE_URL);
  if (!only || only === "assign") {
    await runChatAssignmentBench(process.env.DATABASE_URL, process.env.REDIS_URL);
  }
  if (!only || only === "scale") {
    await runMixedLoadBench(process.env.DATABASE_URL, process.env.REDIS_URL);
  }
  if (!only || only === "templates") await runTemplateBench(databaseEnv);
  if (!only || only === "backup") await runBackupBench(process.env.DATABASE_URL);
  if (!only || only === "telegram") {
    await runTelegramDeliveryBench(process.env.DATABASE_URL, process.env.REDIS_URL);
  }
  if (!only || only === "slots") await runBookingSlotsBench(process.env.DATABASE_URL);
  if (!only || only === "send") await runSendBench(process.env.DATABASE_URL);
} finally {
  await cleanup();
}
