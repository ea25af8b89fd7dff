import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envPairs, parseDockerfile } from "../scripts/dockerfile.ts";
import { DOCKERFILE } from "../scripts/image-layout.ts";
import { loadConfig } from "../server/config.ts";

const root = path.resolve(import.meta.dirname, "..");
const COMPOSE = path.join(root, "compose.yaml");
const PUBLIC_URL = "https://yurpomosh.online";

/** The final stage's ENV, as the image runs with it. */
function imageEnv(): Record<string, string> {
  const final = parseDockerfile(readFileSync(DOCKERFILE, "utf8")).at(-1);
  const env: Record<string, string> = {};
  for (const instruction of final?.instructions ?? []) {
    if (instruction.keyword === "ENV") Object.assign(env, envPairs(instruction));
  }
  return env;
}

/** Every value compose.yaml gives the variable (`NAME: value` lines, comments aside). */
function composeValues(name: string): string[] {
  const text = readFileSync(COMPOSE, "utf8");
  return [...text.matchAll(new RegExp(`^\\s*${name}:\\s*(.*?)\\s*$`, "gm"))].map(
    (match) => match[1] as string,
  );
}

// A deployment that forgets PAYMENT_PROVIDER must not take fake payments (issue 27 §4): no
// packaged path may supply the sandbox for it, so the app's own rule (a site with PUBLIC_URL
// names its provider outright, server/config.ts) decides everywhere.
describe("PAYMENT_PROVIDER in every packaged path", () => {
  it("compose.yaml requires it: no default, and a message naming it when unset", () => {
    const values = composeValues("PAYMENT_PROVIDER");
    expect(values).toHaveLength(1);
    expect(values[0]).toMatch(/^\$\{PAYMENT_PROVIDER:\?[^}]*PAYMENT_PROVIDER[^}]*\}$/);
    // compose always sets PUBLIC_URL, so the app's rule applies to it as well.
    expect(composeValues("PUBLIC_URL")).toEqual([expect.stringMatching(/^\$\{PUBLIC_URL/)]);
  });

  it("the image sets none: a real site without one does not start, a test site says sandbox", () => {
    const env = imageEnv();
    expect(env.NODE_ENV).toBe("production");
    expect(env).not.toHaveProperty("PAYMENT_PROVIDER");
    expect(() => loadConfig({ ...env, PUBLIC_URL })).toThrowError(/PAYMENT_PROVIDER/);
    expect(loadConfig({ ...env, PUBLIC_URL, PAYMENT_PROVIDER: "sandbox" }).PAYMENT_PROVIDER).toBe(
      "sandbox",
    );
  });

  it("the server's start (npm start's last step, the image's CMD) stops naming it, touching nothing", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-no-provider-"));
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: "production",
          PUBLIC_URL,
          DATA_DIR: dataDir,
        },
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain("PAYMENT_PROVIDER: при заданном PUBLIC_URL укажите");
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
