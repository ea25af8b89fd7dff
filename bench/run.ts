/**
 * `npm run bench`: autocannon against GET /api/services of the real app and against a bare
 * node:http server in the same run; prints requests/s, p50/p99 and the ratio.
 * Targets (issue 2): app ≥ 35% of bare on PostgreSQL, p99 ≤ 50 ms at 100 connections.
 * Uses PostgreSQL when DATABASE_URL is set (a scratch database, dropped afterwards), else PGlite.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createScratchDatabase } from "../server/db/scratch-database.ts";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, pool)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, "bench")
  : null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-bench-"));
const appPort = await freePort();
const { DATABASE_URL: _omit, ...baseEnv } = process.env;
const app = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  env: {
    ...baseEnv,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let bare: ChildProcess | undefined;
try {
  const appUrl = `http://127.0.0.1:${appPort}/api/services`;
  await waitFor(appUrl);
  const body = await (await fetch(appUrl)).text();
  const barePort = await freePort();
  bare = fork(path.join(import.meta.dirname, "bare-server.ts"), {
    execArgv: ["--import", "tsx"],
    env: { ...baseEnv, PORT: String(barePort), BARE_BODY: body },
  });
  await new Promise((r) => bare!.once("message", r));

  const engine = scratch ? "PostgreSQL" : "PGlite";
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
} finally {
  if (bare) await stop(bare);
  await stop(app);
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
