import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each worker writes the operations its files called (openapi-check/file-hooks.ts). */
    openapiCoverageDir?: string;
  }
}

/**
 * Vitest global set-up: at the end of a run, how many of the OpenAPI document's operations the
 * suite called and how many answered a success, and the names of those it never called.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "legal-openapi-coverage-"));
  project.provide("openapiCoverageDir", dir);
  return async () => {
    try {
      const report = await coverageReport(dir);
      if (report) console.log(report);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

async function coverageReport(dir: string): Promise<string | null> {
  const files = await readdir(dir);
  if (!files.includes("operations.txt")) return null;
  const all = (await readFile(path.join(dir, "operations.txt"), "utf8")).split("\n");
  const called = new Set<string>();
  const succeeded = new Set<string>();
  let exchanges = 0;
  let checkMs = 0;
  for (const file of files.filter((name) => name.startsWith("worker-"))) {
    for (const line of (await readFile(path.join(dir, file), "utf8")).split("\n")) {
      const [kind, operation, ms] = line.split("\t");
      if (kind === "called" && operation) called.add(operation);
      if (kind === "succeeded" && operation) succeeded.add(operation);
      if (kind === "checked") {
        exchanges += Number(operation);
        checkMs += Number(ms);
      }
    }
  }
  const never = all.filter((operation) => !called.has(operation));
  const neverOk = all.filter((operation) => called.has(operation) && !succeeded.has(operation));
  return [
    `OpenAPI: the suite called ${called.size} of ${all.length} operations, ${succeeded.size} with a success checked against the document; ${exchanges} requests and answers checked in ${(checkMs / 1000).toFixed(1)} s of the workers' time.`,
    ...(never.length ? [`Never called (${never.length}):`, ...never.map((op) => `  ${op}`)] : []),
    ...(neverOk.length
      ? [`Called, never answered a success (${neverOk.length}):`, ...neverOk.map((op) => `  ${op}`)]
      : []),
  ].join("\n");
}
