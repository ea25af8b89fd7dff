/**
 * `npm test`: every check in order — Biome, types, the OpenAPI lint, the unit and API suite (on
 * PGlite, and on PostgreSQL when DATABASE_URL is set), the build and the end-to-end specs —
 * stopping at the first that fails, and printing at the end how long each took (issue 49 §4: the
 * suite is a budget, and a budget needs its figures).
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

interface Run {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

/** One stage: one command, or several at once (each one's output printed whole after). */
type Stage = Run | { name: string; together: Run[] };

const apiSuite = (engine: "pglite" | "postgres", name: string): Run => ({
  name,
  command: ["npx", "vitest", "run"],
  env: { TEST_DATABASE: engine },
});

const STAGES: Stage[] = [
  { name: "lint (Biome)", command: ["npx", "biome", "check", "."] },
  { name: "types (tsc)", command: ["npx", "tsc", "--noEmit", "-p", "."] },
  { name: "OpenAPI lint", command: ["npx", "tsx", "scripts/openapi-lint.ts"] },
  // The two engines' passes at once: each waits on its database, sockets and timers part of the
  // time, and the other fills it (on 2 cores: 9.7 minutes together against 11.1 one after the
  // other). Every file builds its app on its own database, so the passes share nothing.
  process.env.DATABASE_URL
    ? {
        name: "unit and API tests, PGlite and PostgreSQL at once",
        together: [
          apiSuite("pglite", "unit and API tests, PGlite"),
          apiSuite("postgres", "unit and API tests, PostgreSQL"),
        ],
      }
    : apiSuite("pglite", "unit and API tests, PGlite"),
  { name: "build", command: ["npm", "run", "build"] },
  { name: "end-to-end (Playwright)", command: ["npx", "playwright", "test"] },
];

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

interface Took {
  name: string;
  ms: number;
  status: number;
}

/** Runs `run` with its output to `output` (a file descriptor) or the terminal; its exit status. */
function runOne(run: Run, output: number | "inherit"): Promise<Took> {
  const begun = performance.now();
  const [command, ...args] = run.command as [string, ...string[]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: output === "inherit" ? "inherit" : ["ignore", output, output],
      env: { ...process.env, ...run.env },
    });
    const done = (status: number) =>
      resolve({ name: run.name, ms: performance.now() - begun, status });
    child.on("error", () => done(1));
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** The runs at once, each one's output in a file, printed whole, one after the other. */
async function runTogether(runs: Run[]): Promise<Took[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-test-all-"));
  try {
    const files = runs.map((_, i) => path.join(dir, `${i}.log`));
    const outputs = files.map((file) => openSync(file, "w"));
    console.log(`(${runs.map((run) => run.name).join(" and ")}: output after both are done)`);
    const took = await Promise.all(runs.map((run, i) => runOne(run, outputs[i]!)));
    for (const output of outputs) closeSync(output);
    runs.forEach((run, i) => {
      console.log(`\n== ${run.name} (it ran beside the others; its output)\n`);
      process.stdout.write(readFileSync(files[i]!));
    });
    return took;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const took: Took[] = [];
const started = performance.now();
let status = 0;
for (const stage of STAGES) {
  console.log(`\n== ${stage.name}`);
  const results =
    "together" in stage ? await runTogether(stage.together) : [await runOne(stage, "inherit")];
  took.push(...results);
  status = results.find((result) => result.status !== 0)?.status ?? 0;
  if (status !== 0) break;
}

console.log("\n== time per stage (m:ss; the API suite's two passes ran at once)");
for (const stage of took) {
  console.log(`${minutes(stage.ms).padStart(6)}  ${stage.name}${stage.status ? " — FAILED" : ""}`);
}
console.log(`${minutes(performance.now() - started).padStart(6)}  in all`);
process.exit(status);
