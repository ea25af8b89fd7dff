/**
 * `npm test`'s OpenAPI check: builds the app as main.ts does (in-memory PGlite, nothing
 * listening), writes the document /api/docs serves to a temporary file and runs `redocly lint`
 * on it with the rules in redocly.yaml. Any problem fails the suite, a warning included.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { prepareDatabase } from "../server/db/startup.ts";

const root = path.resolve(import.meta.dirname, "..");

export async function openApiDocument(): Promise<unknown> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-openapi-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dir });
  const database = await openDatabase({ kind: "pglite" });
  try {
    await prepareDatabase(database, {
      seedDemo: false,
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      adminPhone: config.ADMIN_PHONE,
    });
    const app = await buildApp({ config, database, serveWeb: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

if (import.meta.main) {
  const document = await openApiDocument();
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-openapi-lint-"));
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(document, null, 2));
  console.log("== redocly lint (the OpenAPI document of /api/docs, rules in redocly.yaml)");
  const result = spawnSync(
    "npx",
    ["redocly", "lint", file, "--config", path.join(root, "redocly.yaml"), "--format", "json"],
    {
      cwd: root,
      encoding: "utf8",
      // A lint of a local file: no telemetry, no update check against the registry.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
      },
    },
  );
  rmSync(dir, { recursive: true, force: true });
  // redocly fails only on errors; a warning fails here too, so none creeps back in unnoticed.
  let report: LintReport;
  try {
    report = JSON.parse(result.stdout) as LintReport;
  } catch {
    console.error(result.stdout, result.stderr);
    throw new Error(`redocly lint gave no report (exit ${result.status})`);
  }
  for (const problem of report.problems) {
    const where = problem.location.map((location) => location.pointer).join(", ");
    console.log(`${problem.severity} ${problem.ruleId}: ${problem.message}\n  at ${where}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`${errors} errors, ${warnings} warnings`);
  process.exit(errors + warnings === 0 && result.status === 0 ? 0 : 1);
}
