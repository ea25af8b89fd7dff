import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "./accounts.ts";
import { E2E_MANUAL_TRANSFER } from "./payments.ts";

const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`app did not become healthy at ${url}`);
}

/** Starts the built app on the embedded database in a fresh data directory. */
export default async function globalSetup() {
  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error('The SPA is not built: run "npm run build" before the e2e specs.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-e2e-"));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT_MAX: "200",
      GUEST_CHAT_RATE_LIMIT_MAX: "200",
      PAYMENT_MANUAL_CARD: E2E_MANUAL_TRANSFER.card,
      PAYMENT_MANUAL_PHONE: E2E_MANUAL_TRANSFER.phone,
      PAYMENT_MANUAL_RECIPIENT: E2E_MANUAL_TRANSFER.recipient,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, child);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
