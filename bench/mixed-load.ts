/**
 * Scale-out, measured (issue 32 §2): the same mixed load (mixed-load-plan.ts: catalogue and
 * public pages, chat lists and message pages, message sends delivered live) through nginx
 * running deploy/nginx.conf, in front of one app instance and then two, on one scratch
 * PostgreSQL database and REDIS_URL, in the same run.
 *
 * For each, the rate climbs (×1.3 a step from BENCH_MIX_FIRST_RATE, then two halvings between
 * the last rate held and the first missed): an open-loop load (steady-load.ts) of
 * BENCH_MIX_SECONDS (10) at each rate after a second of warm-up. A rate is held when every request
 * succeeds, their p99 is ≤ 100 ms and every message reaches its chat's stream. Reported: the
 * highest rate held, its latencies, the instance that answered each request (nginx's access
 * log), each process's CPU seconds and, at the first rate missed, where the ceiling is: the
 * most used of the machine's cores and the threads of the instances and of this process (which
 * generates the load and holds the streams), with PostgreSQL's and nginx's share beside them.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { ChatEvent } from "../domain/chat/chat-schemas.ts";
import { type AppCluster, clusterMissing, startAppCluster } from "../scripts/app-cluster.ts";
import { type AppProcess, getText } from "../scripts/app-process.ts";
import type { NginxProcess } from "../scripts/nginx-process.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { type EventStream, openEventStream, postJson, request } from "./http-client.ts";
import { type MixFixtures, mixedRequests, SEND_KIND } from "./mixed-load-plan.ts";
import { percentile } from "./percentile.ts";
import { type CpuUsage, postgresBackends, startCpuAccount, withChildren } from "./process-stats.ts";
import { openLoop } from "./steady-load.ts";

const RUN_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 10);
const FIRST_RATE = Number(process.env.BENCH_MIX_FIRST_RATE ?? 100);
const STEP = 1.3;
const MAX_RATE = 10_000;
const TARGET_P99_MS = 100;
const GUEST_CHATS = 100;
const LAWYER_STREAMS = 3;
/** The generator's sockets to nginx: never the limit at these rates. */
const CONNECTIONS = 256;
/** How long a message may take to reach its stream after the step's last answer. */
const DRAIN_MS = 2000;

interface Step {
  rate: number;
  held: boolean;
  /** Requests answered per second over the step. */
  achieved: number;
  p50: number;
  p99: number;
  failures: string[];
  deliveryP99: number;
  lost: number;
  /** Requests and POSTs each instance answered (nginx's access log), by its address. */
  perInstance: Map<string, { requests: number; posts: number }>;
  cpu: CpuUsage;
  /** Each instance's event loop over the step (its /metrics), in addresses' order. */
  loops: LoopStats[];
}

/** How long an instance's event loop was held up during a step, from prom-client's metrics. */
interface LoopStats {
  delayP99Ms: number;
  delayMaxMs: number;
  /** Seconds spent collecting garbage (every kind). */
  gcSeconds: number;
}

interface Setup {
  instances: number;
  best: Step | undefined;
  firstMissed: Step | undefined;
  addresses: string[];
}

export async function runMixedLoadBench(
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
): Promise<void> {
  console.log(
    `\nScale-out: a mixed load through nginx, one instance against two (target: the highest rate with p99 ≤ ${TARGET_P99_MS} ms)`,
  );
  const reason = clusterMissing(databaseUrl, redisUrl);
  if (reason) {
    console.log(`  пропущено: ${reason}`);
    return;
  }
  const scratch = await createScratchDatabase(databaseUrl as string, "bench_mix");
  const setups: Setup[] = [];
  let chats: string[] = [];
  try {
    const metricsToken = randomBytes(16).toString("hex");
    for (const count of [1, 2]) {
      const cluster = await startAppCluster({
        count,
        env: {
          DATABASE_URL: scratch.url,
          REDIS_URL: redisUrl as string,
          METRICS_TOKEN: metricsToken,
          // nginx sends every bench request as from 127.0.0.1: the per-address limits would
          // refuse most chats, sends and streams.
          GUEST_CHAT_RATE_LIMIT_MAX: "1000000",
          EVENT_STREAMS_PER_IP: "100000",
        },
        readyPath: "/api/services",
      });
      try {
        const fixtures = await prepare(cluster.nginx.origin, chats);
        chats = fixtures.guestChatIds;
        setups.push(await climb(cluster, fixtures, scratch.url, metricsToken));
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await scratch.drop();
  }
  report(setups);
}

async function login(origin: string, account: { email: string; password: string }, type: string) {
  const reply = await postJson(`${origin}/api/auth/login`, { ...account, login_type: type });
  if (reply.status !== 200) throw new Error(`login ${account.email}: ${reply.status}`);
  return (JSON.parse(reply.body) as { access_token: string }).access_token;
}

/** Tokens, ids and the guest chats (opened on the first setup, reused on the second). */
async function prepare(origin: string, chats: string[]): Promise<MixFixtures> {
  const firstId = async (path: string) => {
    const reply = await request(`${origin}${path}`, {});
    const [first] = JSON.parse(reply.body) as { id: number }[];
    if (!first) throw new Error(`${path}: the demo content has none`);
    return first.id;
  };
  const guestChatIds = [...chats];
  while (guestChatIds.length < GUEST_CHATS) {
    const reply = await postJson(`${origin}/api/guest/chat/sessions`, {
      service_id: "1",
      guest_name: `Гость ${guestChatIds.length + 1}`,
      guest_phone: "+79001234567",
      consent: true,
    });
    if (reply.status !== 201) throw new Error(`guest chat: ${reply.status} ${reply.body}`);
    guestChatIds.push((JSON.parse(reply.body) as { id: string }).id);
  }
  return {
    origin,
    executorToken: await login(origin, DEMO_ACCOUNTS.executor, "executor"),
    clientToken: await login(origin, DEMO_ACCOUNTS.client, "individual"),
    articleId: await firstId("/api/articles"),
    serviceId: await firstId("/api/services"),
    guestChatIds,
  };
}

/** Raises the rate until a step misses, then halves the gap twice. */
async function climb(
  cluster: AppCluster,
  fixtures: MixFixtures,
  databaseUrl: string,
  metricsToken: string,
) {
  const { instances, addresses, nginx } = cluster;
  console.log(
    `\n${instances.length} instance${instances.length === 1 ? "" : "s"} behind nginx: ` +
      "| rate | answered/s | p50 ms | p99 ms | delivery p99 ms | failed | held |",
  );
  // Every message's arrival on its chat's stream, by message id.
  const arrivals = new Map<number, number>();
  const streams: EventStream[] = [];
  const onEvent = (event: ChatEvent, at: number) => {
    if (event.type !== "message.created") return;
    for (const id of event.message_ids ?? []) if (!arrivals.has(id)) arrivals.set(id, at);
  };
  try {
    for (const chat of fixtures.guestChatIds) {
      const url = `${fixtures.origin}/api/guest/chat/sessions/${chat}/events`;
      streams.push(await openEventStream(url, {}, onEvent));
    }
    const lawyer = { authorization: `Bearer ${fixtures.executorToken}` };
    for (let i = 0; i < LAWYER_STREAMS; i++) {
      streams.push(await openEventStream(`${fixtures.origin}/api/events`, lawyer, () => {}));
    }
    const processes = async () => [
      ...instances.map((instance, i) => ({
        name: `app-${i + 1}`,
        pids: instance.child.pid === undefined ? [] : [instance.child.pid],
      })),
      { name: "PostgreSQL", pids: await postgresBackends(databaseUrl) },
      { name: "nginx", pids: await withChildren(nginx.pid) },
      { name: "load generator", pids: [process.pid] },
    ];
    const loops = () => Promise.all(instances.map((i) => loopMetrics(i, metricsToken)));
    const step = (rate: number) =>
      runStep({ rate, fixtures, nginx, arrivals, processes, loops, streams, addresses });

    let best: Step | undefined;
    let firstMissed: Step | undefined;
    for (let rate = FIRST_RATE; rate <= MAX_RATE && !firstMissed; rate = Math.round(rate * STEP)) {
      const result = await step(rate);
      if (result.held) best = result;
      else firstMissed = result;
    }
    for (let halving = 0; halving < 2 && firstMissed; halving++) {
      const low = best?.rate ?? 0;
      const rate = Math.round((low + firstMissed.rate) / 2);
      if (firstMissed.rate - rate < 10) break;
      const result = await step(rate);
      if (result.held) best = result;
      else firstMissed = result;
    }
    return { instances: instances.length, best, firstMissed, addresses };
  } finally {
    for (const stream of streams) stream.close();
  }
}

async function runStep(options: {
  rate: number;
  fixtures: MixFixtures;
  nginx: NginxProcess;
  arrivals: Map<number, number>;
  processes: Parameters<typeof startCpuAccount>[0];
  /** Each instance's loop figures now; reading them starts a new delay histogram. */
  loops: () => Promise<LoopStats[]>;
  streams: EventStream[];
  addresses: string[];
}): Promise<Step> {
  const { rate, nginx, arrivals } = options;
  const next = mixedRequests(options.fixtures);
  // A second at the rate, not measured: the pools, caches and JIT of a step's level.
  await openLoop({ rate, seconds: 1, connections: CONNECTIONS, next });
  const logFrom = nginx.accessLog().length;
  const cpu = await startCpuAccount(options.processes);
  const loopsBefore = await options.loops();
  const sent = new Map<number, number>();
  const result = await openLoop({
    rate,
    seconds: RUN_SECONDS,
    connections: CONNECTIONS,
    next,
    onReply: (planned, reply, due) => {
      if (planned.kind !== SEND_KIND) return;
      for (const { id } of JSON.parse(reply.body) as { id: number }[]) sent.set(id, due);
    },
  });
  const usage = await cpu.measure();
  const loops = (await options.loops()).map((after, i) => ({
    ...after,
    gcSeconds: after.gcSeconds - (loopsBefore[i]?.gcSeconds ?? 0),
  }));
  const until = performance.now() + DRAIN_MS;
  while ([...sent.keys()].some((id) => !arrivals.has(id)) && performance.now() < until) {
    await sleep(20);
  }
  const deliveries: number[] = [];
  let lost = 0;
  for (const [id, due] of sent) {
    const at = arrivals.get(id);
    if (at === undefined) lost++;
    else deliveries.push(at - due);
  }
  deliveries.sort((a, b) => a - b);
  const p99 = percentile(result.latencies, 99);
  const dropped = options.streams.filter((stream) => stream.dropped).length;
  const failures = [...result.failures, ...(dropped ? [`${dropped} streams dropped`] : [])];
  const step: Step = {
    rate,
    held: failures.length === 0 && lost === 0 && p99 <= TARGET_P99_MS,
    achieved: result.latencies.length / result.seconds,
    p50: percentile(result.latencies, 50),
    p99,
    failures,
    deliveryP99: percentile(deliveries, 99),
    lost,
    perInstance: perInstance(nginx, logFrom, options.addresses),
    cpu: usage,
    loops,
  };
  console.log(
    `| ${rate} | ${step.achieved.toFixed(0)} | ${step.p50.toFixed(1)} | ${step.p99.toFixed(1)} | ` +
      `${step.deliveryP99.toFixed(1)}${lost ? ` (lost ${lost})` : ""} | ${failures.length} | ` +
      `${step.held ? "yes" : "no"} |`,
  );
  if (failures[0]) console.log(`  first failure: ${failures[0]}`);
  if (!step.held) {
    const kinds = [...result.byKind].map(
      ([kind, values]) => `${kind} ${percentile(values, 99).toFixed(0)}`,
    );
    console.log(`  p99 ms by kind: ${kinds.join(", ")}`);
  }
  // Let a missed step's queue drain before the next one.
  await sleep(step.held ? 300 : 2000);
  return step;
}

/**
 * An instance's event-loop delay since its metrics were last read (prom-client resets the
 * histogram on each read) and its garbage collection time so far.
 */
async function loopMetrics(instance: AppProcess, metricsToken: string): Promise<LoopStats> {
  const { body } = await getText(`${instance.origin}/metrics`, {
    authorization: `Bearer ${metricsToken}`,
  });
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(body)?.[1]);
  let gcSeconds = 0;
  for (const match of body.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm)) {
    gcSeconds += Number(match[1]);
  }
  return {
    delayP99Ms: value("nodejs_eventloop_lag_p99_seconds") * 1000,
    delayMaxMs: value("nodejs_eventloop_lag_max_seconds") * 1000,
    gcSeconds,
  };
}

/** What each instance answered since line `from` of nginx's access log. */
function perInstance(nginx: NginxProcess, from: number, addresses: string[]) {
  const counts = new Map(addresses.map((address) => [address, { requests: 0, posts: 0 }]));
  for (const line of nginx.accessLog().slice(from)) {
    // After a retry nginx lists every instance tried; the last one answered.
    const upstream = String(line.upstream).split(", ").at(-1) as string;
    const count = counts.get(upstream);
    if (!count) continue;
    count.requests++;
    if (line.method === "POST") count.posts++;
  }
  return counts;
}

const share = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(0)}%` : "–";

/**
 * Where the ceiling is at the first rate missed: the most used of the machine's cores and each
 * process's one thread (a Node process runs its JavaScript on one). A thread counts as taken
 * while it runs and while it is ready to run but waits for a core others hold: the latter is the
 * machine's cores, shared, rather than the process's own work. An event loop held up past the
 * target (garbage collection, long synchronous work) is named too.
 */
function ceiling(step: Step): string {
  const usage = step.cpu;
  const coresOf = (seconds: number) => seconds / usage.seconds;
  const groups = usage.groups.map((g) => ({
    ...g,
    cores: coresOf(g.seconds),
    waitedShare: coresOf(g.waited),
  }));
  const busy = usage.machineBusy === null ? null : coresOf(usage.machineBusy);
  // Threads: the apps' and the load generator's (PostgreSQL's work is spread over its backends).
  const threads = groups.filter((g) => g.name !== "PostgreSQL" && g.name !== "nginx");
  const candidates = [
    ...threads.map((g) => ({
      taken: g.cores + g.waitedShare,
      says:
        `${g.name}'s thread: running ${share(g.cores, 1)} of the time, ` +
        `ready but waiting for a core ${share(g.waitedShare, 1)}`,
    })),
    ...(busy === null
      ? []
      : [
          {
            taken: busy / usage.cores,
            says: `the machine's ${usage.cores} cores: ${share(busy, usage.cores)} busy`,
          },
        ]),
  ].sort((a, b) => b.taken - a.taken);
  const stalls = step.loops
    .map((loop, i) => ({ loop, name: `app-${i + 1}` }))
    .filter(({ loop }) => loop.delayMaxMs >= TARGET_P99_MS)
    .map(
      ({ loop, name }) =>
        `; ${name}'s event loop was held up once for ${loop.delayMaxMs.toFixed(0)} ms`,
    );
  const loops = step.loops.map(
    (loop, i) =>
      `app-${i + 1} delay p99 ${loop.delayP99Ms.toFixed(0)} ms, max ${loop.delayMaxMs.toFixed(0)} ms, GC ${loop.gcSeconds.toFixed(2)} s`,
  );
  return (
    `${candidates[0]?.says ?? "–"}${stalls.join("")} — cores in use: ` +
    `${groups.map((g) => `${g.name} ${g.cores.toFixed(2)}`).join(", ")}` +
    `${busy === null ? "" : `; machine ${busy.toFixed(2)} of ${usage.cores}`}; waited for a core: ` +
    `${threads.map((g) => `${g.name} ${share(g.waitedShare, 1)}`).join(", ")}; event loops: ${loops.join("; ")}`
  );
}

function report(setups: Setup[]) {
  console.log(
    "\n| instances | highest rate held, req/s | p50 / p99 ms | delivery p99 ms | requests per instance | POSTs per instance | CPU s per instance | PostgreSQL CPU s | nginx CPU s | load generator CPU s | machine busy CPU s |",
  );
  console.log("|---:|---:|---|---:|---|---|---|---:|---:|---:|---:|");
  for (const { instances, best, addresses } of setups) {
    if (!best) {
      console.log(`| ${instances} | below ${FIRST_RATE} | – | – | – | – | – | – | – | – | – |`);
      continue;
    }
    const counts = addresses.map((a) => best.perInstance.get(a) ?? { requests: 0, posts: 0 });
    const requests = counts.reduce((sum, c) => sum + c.requests, 0);
    const posts = counts.reduce((sum, c) => sum + c.posts, 0);
    const cpuOf = (name: string) =>
      best.cpu.groups.find((g) => g.name === name)?.seconds.toFixed(1) ?? "–";
    const each = (values: string[]) => values.join(" / ");
    console.log(
      `| ${instances} | ${best.rate} | ${best.p50.toFixed(1)} / ${best.p99.toFixed(1)} | ` +
        `${best.deliveryP99.toFixed(1)} | ` +
        `${each(counts.map((c) => `${c.requests} (${share(c.requests, requests)})`))} | ` +
        `${each(counts.map((c) => `${c.posts} (${share(c.posts, posts)})`))} | ` +
        `${each(addresses.map((_, i) => cpuOf(`app-${i + 1}`)))} | ${cpuOf("PostgreSQL")} | ` +
        `${cpuOf("nginx")} | ${cpuOf("load generator")} | ${best.cpu.machineBusy?.toFixed(1) ?? "–"} |`,
    );
  }
  const [one, two] = setups.map((setup) => setup.best?.rate);
  if (one && two) console.log(`\ntwo instances ÷ one: ×${(two / one).toFixed(2)}`);
  for (const { instances, firstMissed } of setups) {
    if (firstMissed) {
      console.log(
        `ceiling with ${instances} (first rate missed, ${firstMissed.rate}/s, ${RUN_SECONDS} s): ${ceiling(firstMissed)}`,
      );
    }
  }
}
