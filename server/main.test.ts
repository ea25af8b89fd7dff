import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, getText, stopChild } from "../scripts/app-process.ts";
import { engineIndependentRunsHere } from "./test/test-passes.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm start`'s server on a fresh embedded database in development, as a first run is: its
 * console output up to a few requests after it listens.
 */
async function firstRunOutput(): Promise<string> {
  const port = await freePort();
  const { DATABASE_URL: _omit, LOG_LEVEL: _level, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    output += String(chunk);
  });
  try {
    const deadline = Date.now() + 90_000;
    while (!output.includes("Сервис запущен") && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (let i = 0; i < 3; i++) await getText(`http://127.0.0.1:${port}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return output;
  } finally {
    await stopChild(child);
  }
}

// Its own process on the embedded database whatever the pass: once per `npm test`.
describe.skipIf(!engineIndependentRunsHere)("the server's first start in development", () => {
  it("shows the one-time operator password when made and again once listening, with no request lines after it", async () => {
    const output = await firstRunOutput();
    const password = output.match(/ {2}пароль: (\S+)/)?.[1];
    expect(password, output).toBeDefined();
    const shown = output.split(`пароль: ${password}`).length - 1;
    expect(shown, output).toBe(2);
    const listening = output.indexOf("Сервис запущен");
    expect(output.indexOf(`пароль: ${password}`)).toBeLessThan(listening);
    expect(output.lastIndexOf(`пароль: ${password}`)).toBeGreaterThan(listening);
    expect(output, "request lines at the default level").not.toMatch(/"request completed"/);
    expect(output).not.toMatch(/"incoming request"/);
  }, 120_000);
});
