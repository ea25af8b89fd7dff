/**
 * GET /api/services (issue 2): autocannon against the running app and against a bare node:http
 * server answering the same bytes, started here; prints requests/s, p50/p99 and the ratio.
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

/** Returns true when both targets are met (≥ 35% of bare, p99 ≤ 50 ms). */
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
    const ratio = appResult.rps / bareResult.rps;
    const rows = [
      ["bare node:http", bareResult],
      ["app /api/services", appResult],
    ] as const;
    console.log("\n| server | requests/s | p50 ms | p99 ms |\n|---|---:|---:|---:|");
    for (const [name, r] of rows)
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
    console.log(`\nratio app/bare: ${(ratio * 100).toFixed(1)}% (target ≥ 35% on PostgreSQL)`);
    console.log(`app p99: ${appResult.p99} ms (target ≤ 50 ms)`);
    const met = ratio >= 0.35 && appResult.p99 <= 50;
    console.log(met ? "targets: met" : "targets: NOT met");
    return met;
  } finally {
    if (bare) await stopChild(bare);
  }
}
