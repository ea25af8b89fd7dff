/**
 * Chat delivery through the production path (issue 15 §2: "two instances behind nginx with
 * Redis, p99 ≤ 100 ms"): nginx running deploy/nginx.conf in front of two app processes on one
 * scratch PostgreSQL database, one Redis and one files directory (scripts/app-cluster.ts, as
 * deploy/nginx.test.ts runs them). chat-delivery.ts runs unchanged against nginx: chats, streams
 * and POSTs all go through it, nginx balances them (least_conn), and every event reaches the
 * listeners through Redis pub/sub. Reported on top of its table: the streams each instance holds
 * (its /metrics) and its memory per listener, the CPU time of each instance, nginx and the
 * database's backends during the run, and — from nginx's access log, which names the instance of
 * each request id — how many guest deliveries crossed instances (the POST handled by one, the
 * chat's stream held by the other) and their latency against the rest.
 * BENCH_CLUSTER_INSTANCES=1 puts one instance behind nginx, to tell nginx's cost from the rest.
 */
import { randomBytes } from "node:crypto";
import {
  type AppCluster,
  clusterMissing,
  openEventStreams,
  startAppCluster,
} from "../scripts/app-cluster.ts";
import type { NginxProcess } from "../scripts/nginx-process.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { type GuestDelivery, ms, runChatDelivery, summary } from "./chat-delivery.ts";
import { postgresBackends, withChildren } from "./process-stats.ts";

/** 2 is the target's setup; 1 (one instance behind nginx) tells nginx's cost from Redis's and the second process's. */
const INSTANCES = Number(process.env.BENCH_CLUSTER_INSTANCES ?? 2);
const TARGET_P99_MS = 100;
/** How long to wait for nginx to log the streams after they are closed. */
const LOG_WAIT_MS = 5000;

const instancesBehindNginx = `${INSTANCES} instance${INSTANCES === 1 ? "" : "s"} behind nginx`;

/** Returns whether the target is met; null when skipped. */
export async function runChatDeliveryCluster(
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
): Promise<boolean | null> {
  const reason = clusterMissing(databaseUrl, redisUrl);
  if (reason) {
    console.log(`\nChat delivery, ${instancesBehindNginx}: пропущено: ${reason}`);
    return null;
  }
  const scratch = await createScratchDatabase(databaseUrl as string, "bench_cluster");
  const metricsToken = randomBytes(16).toString("hex");
  let cluster: AppCluster | undefined;
  try {
    cluster = await startAppCluster({
      count: INSTANCES,
      env: {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl as string,
        METRICS_TOKEN: metricsToken,
        // nginx sends every bench request as from 127.0.0.1 (X-Forwarded-For), and the
        // per-address limits would refuse most chats and streams, as on one instance.
        GUEST_CHAT_RATE_LIMIT_MAX: "100000",
        EVENT_STREAMS_PER_IP: "100000",
      },
      readyPath: "/api/services",
    });
    const { instances, addresses, nginx } = cluster;
    const result = await runChatDelivery({
      origin: nginx.origin,
      title: `PostgreSQL, Redis pub/sub events, ${instancesBehindNginx}`,
      instances: instances.map((instance, i) => ({
        name: `app-${i + 1} (${addresses[i]})`,
        pid: instance.child.pid,
      })),
      streamsHeld: () =>
        Promise.all(instances.map((instance) => openEventStreams(instance, metricsToken))),
      otherProcesses: async () => [
        { name: "nginx", pids: await withChildren(nginx.pid) },
        { name: "PostgreSQL", pids: await postgresBackends(scratch.url) },
      ],
      targetP99Ms: TARGET_P99_MS,
    });
    await reportCrossings(nginx, result.guestDeliveries);
    return result.met;
  } finally {
    await cluster?.stop();
    await scratch.drop();
  }
}

/** The instance that answered each request id; the last one tried when nginx retried. */
function upstreamByRequest(nginx: NginxProcess) {
  const upstreams = new Map<string, string>();
  for (const line of nginx.accessLog()) {
    upstreams.set(String(line.reqId), String(line.upstream).split(", ").at(-1) as string);
  }
  return upstreams;
}

/** Splits the guest deliveries by whether the POST and the stream were on different instances. */
async function reportCrossings(nginx: NginxProcess, deliveries: GuestDelivery[]) {
  // A stream's line is written when it ends: the bench has just closed them all.
  let upstreams = upstreamByRequest(nginx);
  const until = Date.now() + LOG_WAIT_MS;
  const logged = (d: GuestDelivery) =>
    upstreams.has(d.postRequestId ?? "") && upstreams.has(d.streamRequestId ?? "");
  while (!deliveries.every(logged) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    upstreams = upstreamByRequest(nginx);
  }
  const crossed: number[] = [];
  const same: number[] = [];
  const postsByInstance = new Map<string, number>();
  let unknown = 0;
  for (const delivery of deliveries) {
    const postedTo = upstreams.get(delivery.postRequestId ?? "");
    if (postedTo) postsByInstance.set(postedTo, (postsByInstance.get(postedTo) ?? 0) + 1);
    if (!logged(delivery)) unknown++;
    else if (
      upstreams.get(delivery.postRequestId as string) ===
      upstreams.get(delivery.streamRequestId as string)
    )
      same.push(delivery.ms);
    else crossed.push(delivery.ms);
  }
  const line = (values: number[]) => {
    const s = summary(values);
    return `${s.n} (p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms)`;
  };
  console.log(
    `guest deliveries across instances (POST on one, the chat's stream on the other): ` +
      `${line(crossed)}; on the same instance: ${line(same)}` +
      (unknown ? `; not in nginx's access log: ${unknown}` : ""),
  );
  const posts = [...postsByInstance].map(([instance, n]) => `${instance} ${n}`).join(", ");
  console.log(`messages posted, by the instance that handled them: ${posts}`);
}
