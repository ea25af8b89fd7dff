import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TEXTS } from "../../domain/errors.ts";
import { type App, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openClientChat, sendMessage } from "../test/chat-fixtures.ts";
import { bearer, registerClient } from "../test/fixtures.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { type Database, openDatabase } from "./client.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { prepareDatabase } from "./startup.ts";

const baseUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_DATABASE === "postgres" && Boolean(baseUrl);

describe.skipIf(!onPostgres)("PostgreSQL restarted under load (issue 15 §3)", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl as string, "outage");
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy(direct);
    const proxied = new URL(scratch.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    database = await openDatabase({ kind: "postgres", url: proxied.toString() });
    await prepareDatabase(database, { seedDemo: true });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(os.tmpdir(), `legal-outage-${randomBytes(6).toString("hex")}`),
      AUTH_RATE_LIMIT_MAX: "1000",
    });
    app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it("answers 503 with a Russian detail while it is down, recovers by itself, loses no saved message", async () => {
    const client = await registerClient(app);
    const chat = await openClientChat(app, client.token, 1);
    const url = `/api/chat/sessions/${chat.id}/messages`;
    const answers: { status: number; detail?: string; text: string; ms: number }[] = [];
    let n = 0;
    const post = async () => {
      const text = `Сообщение ${n++}`;
      const started = performance.now();
      const response = await sendMessage(app, url, text, [], client.token);
      answers.push({
        status: response.statusCode,
        detail: response.statusCode === 201 ? undefined : response.json().detail,
        text,
        ms: performance.now() - started,
      });
    };
    // A steady stream of sends; the database goes away for two seconds in the middle.
    const until = Date.now() + 5_000;
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      proxy.restore();
    })();
    // Two at a time every 200 ms: under the route's 120 sends a minute, whatever the machine.
    while (Date.now() < until) {
      await Promise.all([post(), post(), new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    await outage;

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.detail).toBe(API_TEXTS.unavailable);
    }
    // Never a hang: the slowest answer came within the pool's connection timeout and a bit.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(7_000);
    // Recovered: the last sends were saved again.
    expect(answers.at(-1)?.status).toBe(201);

    // Every acknowledged message is in the database (read directly, not through the proxy).
    const direct = new pg.Client({ connectionString: scratch.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ content: string }>(
        "select content from chat_messages where session_id = $1",
        [chat.id],
      );
      const stored = new Set(rows.map((row) => row.content));
      const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.text);
      expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    } finally {
      await direct.end();
    }
    const list = await app.inject({ url: "/api/chat/sessions", headers: bearer(client.token) });
    expect(list.statusCode).toBe(200);
  }, 30_000);
});
