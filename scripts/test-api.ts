/**
 * Runs the unit and API suite on PGlite, then the same suite on PostgreSQL when DATABASE_URL is
 * set (every test file creates its own database there and drops it afterwards).
 */
import { spawnSync } from "node:child_process";

function runVitest(engine: "pglite" | "postgres"): number {
  console.log(`\n== unit and API tests on ${engine === "pglite" ? "PGlite" : "PostgreSQL"}`);
  const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE: engine },
  });
  return result.status ?? 1;
}

let status = runVitest("pglite");
if (status === 0 && process.env.DATABASE_URL) status = runVitest("postgres");
process.exit(status);
