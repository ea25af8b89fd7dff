/**
 * GET /api/services (issue 2): autocannon against the running app and against a bare node:http
 * server answering the same bytes, started here; prints requests/s, p50/p99 and the ratio; then
 * GET /api/health alone, the cost of a request that does nothing (issue 49 §2).
 * Targets (issue 49 §2, on both engines): the app ≥ 85% of bare (it was 35%), p99 ≤ 50 ms, and
 * /api/health ≥ 15,000 requests/s on one instance.
 */
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, getText, stopChild } from "../scripts/app-process.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, pool)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const TARGET_RATIO = 0.85;
const TARGET_HEALTH_RPS = 15_000;

/** Returns true when every target is met. */
export async function runCatalogue(
  origin: string,
  engine: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const appUrl = `${origin}/api/services`;
  const { body } = await getText(appUrl);
  const barePort = await freePort();
  let bare: ChildProcess | undefined;
  try {
    bare = fork(path.join(import.meta.dirname, "bare-server.ts"), {
      execArgv: ["--import", "tsx"],
      env: { ...env, PORT: String(barePort), BARE_BODY: body },
    });
    await new Promise((r) => bare!.once("message", r));

    console.log(
      `GET /api/services (${body.length} bytes, ${engine}), ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    const bareResult = await load(`http://127.0.0.1:${barePort}/`);
    const appResult = await load(appUrl);
    const healthResult = await load(`${origin}/api/health`);
    const ratio = appResult.rps / bareResult.rps;
    const rows = [
      ["bare node:http", bareResult],
      ["app /api/services", appResult],
      ["app /api/health", healthResult],
    ] as const;
    console.log("\n| server | requests/s | p50 ms | p99 ms |\n|---|---:|---:|---:|");
    for (const [name, r] of rows)
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
    console.log(`\nratio app/bare: ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%)`);
    console.log(`app p99: ${appResult.p99} ms (target ≤ 50 ms)`);
    console.log(
      `/api/health: ${healthResult.rps.toFixed(0)} requests/s (target ≥ ${TARGET_HEALTH_RPS})`,
    );
    const met =
      ratio >= TARGET_RATIO && appResult.p99 <= 50 && healthResult.rps >= TARGET_HEALTH_RPS;
    console.log(met ? "targets: met" : "targets: NOT met");
    return met;
  } finally {
    if (bare) await stopChild(bare);
  }
}
