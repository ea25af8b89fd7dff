import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatSession } from "../domain/chat/chat-schemas.ts";
import { MAX_SEND_BYTES } from "../domain/chat/upload-limits.ts";
import { type AppCluster, openEventStreams, startAppCluster } from "../scripts/app-cluster.ts";
import type { AppProcess } from "../scripts/app-process.ts";
import { NGINX_CONF, type NginxProcess } from "../scripts/nginx-process.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { PDF_BYTES } from "../server/test/chat-fixtures.ts";
import { listen } from "../server/test/event-stream-client.ts";

const MB = 1024 * 1024;

describe("deploy/nginx.conf as written", () => {
  it("lets the app's largest send through, so the app answers its own limits in Russian", () => {
    const size = /^\s*client_max_body_size (\d+)m;$/m.exec(readFileSync(NGINX_CONF, "utf8"))?.[1];
    const bytes = Number(size) * MB;
    // A send of MAX_SEND_BYTES of files plus its multipart framing and text fits; far more
    // than that would only be a door for bodies the app refuses anyway.
    expect(bytes).toBeGreaterThanOrEqual(MAX_SEND_BYTES + 512 * 1024);
    expect(bytes).toBeLessThanOrEqual(MAX_SEND_BYTES + 4 * MB);
  });
});

const METRICS_TOKEN = "nginx-test-metrics-token-0123";
const { DATABASE_URL, REDIS_URL, TEST_DATABASE } = process.env;

// Two app processes need one database both can reach: PostgreSQL, in the suite's PostgreSQL run
// (CI sets DATABASE_URL and REDIS_URL; PGlite's directory cannot be shared by two processes).
describe.skipIf(TEST_DATABASE !== "postgres" || !DATABASE_URL || !REDIS_URL)(
  "nginx in front of two app instances (PostgreSQL, Redis, one files directory)",
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let cluster: AppCluster | undefined;
    let instances: AppProcess[] = [];
    let nginx: NginxProcess | undefined;
    /** host:port of each instance, as nginx's access log names its upstream. */
    let addresses: string[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(DATABASE_URL as string, "nginx");
      cluster = await startAppCluster({
        env: { DATABASE_URL: scratch.url, REDIS_URL: REDIS_URL as string, METRICS_TOKEN },
      });
      ({ instances, addresses, nginx } = cluster);
    }, 90_000);

    afterAll(async () => {
      await cluster?.stop();
      await scratch?.drop();
    });

    const through = (pathname: string, init?: RequestInit) =>
      fetch(`${nginx?.origin}${pathname}`, init);

    /** The instance nginx sent a request to, found by the id it gave the request. */
    async function upstreamOf(response: Response): Promise<string> {
      const id = response.headers.get("x-request-id");
      // The line is written once the answer is sent: poll it briefly.
      for (let i = 0; i < 40; i++) {
        const line = nginx?.accessLog().find((entry) => entry.reqId === id);
        if (line) return String(line.upstream);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no access log line for request ${id}`);
    }

    async function newGuestChat(): Promise<ChatSession> {
      const response = await through("/api/guest/chat/sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          service_id: "1",
          guest_name: "Гость",
          guest_phone: "+7 900 123-45-67",
          consent: true,
        }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as ChatSession;
    }

    it("health and readiness answer through nginx, under nginx's request id", async () => {
      const health = await through("/api/health");
      expect(health.status).toBe(200);
      // nginx's $request_id reached the app, which kept it and sent it back.
      expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
      expect(addresses).toContain(await upstreamOf(health));

      // The balancer's probe reads the status alone; each part only with the metrics token.
      const ready = await through("/api/ready");
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready" });
      const checked = await through("/api/ready", {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(await checked.json()).toEqual({
        status: "ready",
        checks: { database: "ok", redis: "ok", storage: "ok" },
      });
      // Each instance is scraped directly; the balancer does not serve the metrics.
      expect((await through("/metrics")).status).toBe(404);
      const direct = await fetch(`${instances[0]?.origin}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(direct.status).toBe(200);
    });

    it("spreads requests over both instances", async () => {
      const answeredBy = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const response = await through("/api/services");
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        answeredBy.add(await upstreamOf(response));
      }
      expect([...answeredBy].sort()).toEqual([...addresses].sort());
    });

    it("an event stream on one instance hears, unbuffered, a message the other one handled", async () => {
      const chat = await newGuestChat();
      // listen() returns once the stream's first event has arrived: a buffering proxy would
      // hold it back and this would time out.
      const stream = await listen(`${nginx?.origin}/api/guest/chat/sessions/${chat.id}/events`);
      try {
        expect(stream.contentType).toMatch(/^text\/event-stream/);
        expect(stream.headers.get("content-encoding")).toBeNull();
        // The stream is answered under nginx's request id, as every answer is.
        expect(stream.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
        const holder = await streamHolder();

        const postedAt = performance.now();
        const posted = await through(`/api/guest/chat/sessions/${chat.id}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ content: "Через другой экземпляр" }),
        });
        expect(posted.status).toBe(201);
        const [message] = (await posted.json()) as ChatMessage[];
        // least_conn: the instance holding the stream has a connection more, so the post went
        // to the other one, and the event crossed through Redis.
        const handler = await upstreamOf(posted);
        expect(handler).not.toBe(holder);

        const event = await stream.next(
          (e) => e.type === "message.created" && (e.message_ids ?? []).includes(message?.id ?? -1),
          2000,
        );
        const deliveredMs = performance.now() - postedAt;
        expect(event.session_id).toBe(chat.id);
        expect(deliveredMs).toBeLessThan(2000);
      } finally {
        stream.close();
      }
    });

    it("a 9 MB file goes up through nginx and comes back whole; a forged X-Forwarded-For is not believed", async () => {
      const chat = await newGuestChat();
      const bytes = new Uint8Array(9 * MB).fill(0x20);
      bytes.set(new TextEncoder().encode(PDF_BYTES));
      const form = new FormData();
      form.append("content", "Большой файл");
      form.append("files", new Blob([bytes], { type: "application/pdf" }), "big.pdf");
      const uploaded = await through(`/api/guest/chat/sessions/${chat.id}/messages`, {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.7" },
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const file = ((await uploaded.json()) as ChatMessage[]).find((m) => m.file_name);
      expect(file?.file_size).toBe(bytes.length);

      const sha = (data: ArrayBuffer | Uint8Array) =>
        createHash("sha256").update(new Uint8Array(data)).digest("hex");
      // Until both instances have served it, each reading the shared directory. least_conn
      // usually alternates, but a connection still open from the upload can send two requests
      // in a row to the same instance (it did once in CI): up to six tries.
      const servedBy = new Set<string>();
      for (let i = 0; i < 6 && servedBy.size < 2; i++) {
        const download = await through(file?.file_url ?? "");
        expect(download.status).toBe(200);
        expect(sha(await download.arrayBuffer())).toBe(sha(bytes));
        servedBy.add(await upstreamOf(download));
      }
      expect(servedBy.size).toBe(2);

      // nginx put the address it saw in X-Forwarded-For, and the app (TRUST_PROXY) took it.
      const client = new pg.Client({ connectionString: scratch?.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          "select uploader_ip from chat_files where session_id = $1",
          [chat.id],
        );
        expect(rows).toEqual([{ uploader_ip: "127.0.0.1" }]);
      } finally {
        await client.end();
      }
    });

    it("compression: the app's own passes untouched, nginx gzips what the app sends plain", async () => {
      const api = await through("/api/services", { headers: { "accept-encoding": "br" } });
      expect(api.headers.get("content-encoding")).toBe("br");
      await api.arrayBuffer();
      const docs = await through("/api/docs/static/swagger-ui-bundle.js", {
        headers: { "accept-encoding": "gzip" },
      });
      expect(docs.status).toBe(200);
      expect(docs.headers.get("content-encoding")).toBe("gzip");
      await docs.arrayBuffer();
    });

    /** The instance whose metrics count the one open event stream. */
    async function streamHolder(): Promise<string> {
      const counts = await Promise.all(
        instances.map((instance) => openEventStreams(instance, METRICS_TOKEN)),
      );
      const holders = addresses.filter((_, i) => counts[i] === 1);
      expect(holders).toHaveLength(1);
      return holders[0] as string;
    }
  },
);
