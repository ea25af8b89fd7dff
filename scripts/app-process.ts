/**
 * Starts the app (server/main.ts) as a child process on a free port with a fresh data directory,
 * for the e2e suite and the benchmarks: one way to run "the real app" outside the test process.
 * The embedded database is the default; pass DATABASE_URL in `env` for PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** GET over a fresh connection closed after the reply, so no idle socket delays the app's exit. */
export function getText(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        res.setEncoding("utf8");
        let body = "";
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Waits until `url` answers 200; gives up early when `child` has exited. */
export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`app exited with code ${child.exitCode}`);
    try {
      if ((await getText(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** SIGTERM, then wait for the exit (at once if it has already exited). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export interface AppProcess {
  origin: string;
  child: ChildProcess;
  /** Stops the app and removes its data directory. */
  stop: () => Promise<void>;
}

export interface AppProcessOptions {
  /** Added to this process's environment, whose DATABASE_URL is dropped unless given here. */
  env?: Record<string, string>;
  /** The app's output: "ignore" for benchmarks, "inherit" where its warnings help. */
  output?: "ignore" | "inherit";
  /** The address that says the app is ready. */
  readyPath?: string;
}

export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-app-"));
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  // As the Dockerfile's CMD runs it (its comment says why the memory reducer is off).
  const args = ["--no-memory-reducer", "--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", options.output ?? "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}${options.readyPath ?? "/api/health"}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}
