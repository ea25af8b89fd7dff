import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPgliteTemplate } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file with a migrated PGlite cluster's dump (absent when the suite runs on PostgreSQL). */
    pgliteTemplate?: string;
  }
}

/**
 * Vitest global set-up: one migrated PGlite cluster for the whole run, written to a temporary
 * file that every test file's database starts from (server/test/test-app.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === "postgres") return;
  const file = path.join(os.tmpdir(), `legal-pglite-${randomBytes(6).toString("hex")}.tar`);
  const dump = await createPgliteTemplate();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(file, { force: true });
}
