/**
 * The public catalogue under an executor's edits (issue 10): autocannon reads GET /api/services at
 * full speed while an executor saves a service through the API once a second. After each save's
 * answer, one more GET must already show the saved values (a stale read is counted). Reports read
 * throughput against read-only phases run in turn with it. Targets: within 10%, no stale read.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { postJson, request } from "./http-client.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Each of the four phases: half the bench's usual run, so this part takes about 20 s. */
const PHASE_SECONDS = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / 2));
const TURNS = 2;
const WRITE_EVERY_MS = 1_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

async function executorToken(origin: string, agent: http.Agent): Promise<string> {
  const { executor } = DEMO_ACCOUNTS;
  const login = await postJson(
    `${origin}/api/auth/login`,
    { email: executor.email, password: executor.password, login_type: "executor" },
    agent,
  );
  if (login.status !== 200) throw new Error(`executor login: ${login.status} ${login.body}`);
  return (JSON.parse(login.body) as { access_token: string }).access_token;
}

/** The form the executor saves: a new title and price each time, so a stale list is visible. */
const formOf = (round: number) => ({
  title: `Бенчмарк: услуга, правка ${round}`,
  description: "Услуга, которую бенчмарк правит раз в секунду.",
  tooltip: "Бенчмарк",
  base_price: 1_000 + round * 100,
  category: "services",
  price_from: false,
});

interface Phase {
  rps: number;
  p50: number;
  p99: number;
}

async function reads(origin: string): Promise<Phase> {
  const result = await autocannon({
    url: `${origin}/api/services`,
    connections: CONNECTIONS,
    duration: PHASE_SECONDS,
  });
  if (result.non2xx || result.errors)
    throw new Error(`reads: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Reads with and without the executor's saves take turns (read-only, with saves, twice), so a
 * neighbour's load on a shared machine falls on both alike. Returns true when both targets are met.
 */
export async function runCatalogueUnderWrites(origin: string): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const token = await executorToken(origin, agent);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const created = await postJson(`${origin}/api/services`, formOf(0), agent, token);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
  const serviceId = (JSON.parse(created.body) as { id: number }).id;

  let stale = 0;
  let round = 0;
  const writeMs: number[] = [];
  /** Saves once a second until `done()` says stop; after each answer, one read must show it. */
  async function saveEverySecond(done: () => boolean) {
    const started = performance.now();
    for (let tick = 1; !done(); tick++) {
      const form = formOf(++round);
      const before = performance.now();
      const saved = await request(`${origin}/api/services/${serviceId}`, {
        method: "PUT",
        agent,
        headers: auth,
        body: JSON.stringify(form),
      });
      if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.body}`);
      writeMs.push(performance.now() - before);
      // The save has answered: the very next read must show it.
      const list = JSON.parse(
        (await request(`${origin}/api/services`, { agent })).body,
      ) as Service[];
      const shown = list.find((service) => service.id === serviceId);
      if (shown?.title !== form.title || shown.base_price !== form.base_price) stale++;
      const next = started + tick * WRITE_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  }

  const readOnly: Phase[] = [];
  const withSaves: Phase[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    readOnly.push(await reads(origin));
    let reading = true;
    const saving = saveEverySecond(() => !reading);
    try {
      withSaves.push(await reads(origin));
    } finally {
      reading = false;
      await saving;
    }
  }
  const deleted = await request(`${origin}/api/services/${serviceId}`, {
    method: "DELETE",
    agent,
    headers: { authorization: `Bearer ${token}` },
  });
  agent.destroy();
  if (deleted.status !== 200) throw new Error(`delete: ${deleted.status} ${deleted.body}`);

  const mean = (phases: Phase[], key: keyof Phase) =>
    phases.reduce((sum, phase) => sum + phase[key], 0) / phases.length;
  const ratio = mean(withSaves, "rps") / mean(readOnly, "rps");
  const sorted = writeMs.toSorted((a, b) => a - b);
  console.log(
    `\nGET /api/services while an executor saves a service every second (${TURNS} × ${PHASE_SECONDS} s each way, ${CONNECTIONS} connections)`,
  );
  console.log("\n| run | requests/s | p50 ms | p99 ms |\n|---|---:|---:|---:|");
  for (const [name, phases] of [
    ["read-only", readOnly],
    ["with a save every second", withSaves],
  ] as const) {
    console.log(
      `| ${name} | ${mean(phases, "rps").toFixed(0)} | ${mean(phases, "p50").toFixed(0)} | ${mean(phases, "p99").toFixed(0)} |`,
    );
  }
  console.log(`\nthroughput under saves: ${(ratio * 100).toFixed(1)}% of read-only (target ≥ 90%)`);
  console.log(
    `saves: ${sorted.length}, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`stale reads right after a save: ${stale} of ${sorted.length} (target 0)`);
  const met = ratio >= 0.9 && stale === 0 && sorted.length > 0;
  console.log(met ? "targets: met" : "targets: NOT met");
  return met;
}
