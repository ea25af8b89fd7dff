import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatSession } from "../domain/chat/chat-schemas.ts";
import { MAX_SEND_BYTES } from "../domain/chat/upload-limits.ts";
import { type AppCluster, openEventStreams, startAppCluster } from "../scripts/app-cluster.ts";
import type { AppProcess } from "../scripts/app-process.ts";
import { NGINX_CONF, type NginxProcess } from "../scripts/nginx-process.ts";
import { hashPassword } from "../server/auth/password.ts";
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

  it("balances event streams and requests in two upstream blocks over the same instances", () => {
    const conf = readFileSync(NGINX_CONF, "utf8");
    const blocks = new Map(
      [...conf.matchAll(/^\s*upstream (\w+) \{\n([^}]*)\}$/gm)].map(([, name, body]) => [
        name,
        body ?? "",
      ]),
    );
    expect([...blocks.keys()].sort()).toEqual(["app_requests", "app_streams"]);
    const servers = (body: string) => body.match(/^\s*server .*;$/gm)?.map((line) => line.trim());
    // An instance added to one block only would take streams but no requests, or the reverse.
    expect(servers(blocks.get("app_streams") ?? "")).toEqual(
      servers(blocks.get("app_requests") ?? ""),
    );
    for (const body of blocks.values()) expect(body).toMatch(/^\s*least_conn;$/m);
    // The event-stream location, and only it, goes to the streams' block.
    const passes = [...conf.matchAll(/location ([^{]+)\{[^}]*?proxy_pass http:\/\/(\w+);/g)].map(
      ([, where, upstream]) => [where?.trim(), upstream],
    );
    expect(passes).toEqual([
      ["/", "app_requests"],
      ["~ ^/api/(events|guest/chat/sessions/[^/]+/events)$", "app_streams"],
      ["/assets/", "app_requests"],
    ]);
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
        env: {
          DATABASE_URL: scratch.url,
          REDIS_URL: REDIS_URL as string,
          METRICS_TOKEN,
          // The assignment test opens ten guest chats at once from one address, the balance
          // test 30 chats and 150 streams (nginx sends them all as from 127.0.0.1).
          GUEST_CHAT_RATE_LIMIT_MAX: "100",
          EVENT_STREAMS_PER_IP: "500",
        },
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

        // Requests are balanced apart from streams (decision 048): post until one is handled by
        // the other instance, so the event has to cross through Redis.
        let crossed: { message: ChatMessage; postedAt: number } | undefined;
        for (let i = 0; i < 6 && !crossed; i++) {
          const postedAt = performance.now();
          const posted = await through(`/api/guest/chat/sessions/${chat.id}/messages`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ content: "Через другой экземпляр" }),
          });
          expect(posted.status).toBe(201);
          const [message] = (await posted.json()) as ChatMessage[];
          if (message && (await upstreamOf(posted)) !== holder) crossed = { message, postedAt };
        }
        if (!crossed) throw new Error("six posts in a row went to the stream's instance");
        const { message, postedAt } = crossed;

        const event = await stream.next(
          (e) => e.type === "message.created" && (e.message_ids ?? []).includes(message.id),
          2000,
        );
        const deliveredMs = performance.now() - postedAt;
        expect(event.session_id).toBe(chat.id);
        expect(deliveredMs).toBeLessThan(2000);
      } finally {
        stream.close();
      }
    });

    it("requests are balanced apart from streams: 200 land 40–60% on each instance while one holds 70 streams and the other 30 (issue 32)", async () => {
      const [first, second] = addresses as [string, string];
      const streams = new Map<string, Awaited<ReturnType<typeof listen>>[]>([
        [first, []],
        [second, []],
      ]);
      try {
        // 150 streams through nginx, 5 per guest chat (its cap), each one's instance found from
        // the counts in the instances' metrics; the streams' block spreads them about evenly.
        let counts = await streamCounts();
        for (let c = 0; c < 30; c++) {
          const chat = await newGuestChat();
          for (let i = 0; i < 5; i++) {
            const stream = await listen(
              `${nginx?.origin}/api/guest/chat/sessions/${chat.id}/events`,
            );
            const after = await streamCounts();
            const holder = addresses.find((_, k) => (after[k] ?? 0) > (counts[k] ?? 0));
            streams.get(holder as string)?.push(stream);
            counts = after;
          }
        }
        expect(Math.min(...counts)).toBeGreaterThanOrEqual(70);
        // Browsers leave, most of them the second instance's: 70 streams held on one, 30 on the
        // other. With one block for both, every request would now go to the second instance.
        const keep = new Map([
          [first, 70],
          [second, 30],
        ]);
        for (const [address, held] of streams) {
          for (const stream of held.splice(keep.get(address) ?? 0)) stream.close();
        }
        await expect.poll(streamCounts, { timeout: 5000 }).toEqual([70, 30]);

        const ids: string[] = [];
        for (let batch = 0; batch < 20; batch++) {
          const answers = await Promise.all(
            Array.from({ length: 10 }, () => through("/api/services")),
          );
          for (const answer of answers) {
            expect(answer.status).toBe(200);
            await answer.arrayBuffer();
            ids.push(answer.headers.get("x-request-id") ?? "");
          }
        }
        const perInstance = new Map(addresses.map((address) => [address, 0]));
        for (const id of ids) {
          const line = nginx?.accessLog().find((entry) => entry.reqId === id);
          const upstream = String(line?.upstream);
          perInstance.set(upstream, (perInstance.get(upstream) ?? 0) + 1);
        }
        for (const address of addresses) {
          expect(perInstance.get(address)).toBeGreaterThanOrEqual(80);
          expect(perInstance.get(address)).toBeLessThanOrEqual(120);
        }
      } finally {
        for (const held of streams.values()) for (const stream of held) stream.close();
        await expect.poll(streamCounts, { timeout: 5000 }).toEqual([0, 0]);
      }
    }, 60_000);

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

    it("ten chats created at once through nginx are spread by the limits, none counted twice (issue 30)", async () => {
      const client = new pg.Client({ connectionString: scratch?.url });
      await client.connect();
      try {
        await client.query("update chat_sessions set status = 'completed'");
        await client.query(
          "update users set max_open_chats = 3 where role in ('executor', 'admin') and disabled_at is null",
        );
        const chats = await Promise.all(Array.from({ length: 10 }, () => newGuestChat()));
        const { rows: staff } = await client.query<{ id: number }>(
          "select id from users where role in ('executor', 'admin') and disabled_at is null",
        );
        const { rows } = await client.query<{ assignee_id: number | null; n: number }>(
          "select assignee_id, count(*)::int as n from chat_sessions where id = any($1) group by assignee_id",
          [chats.map((chat) => chat.id)],
        );
        const per = new Map(rows.map((row) => [row.assignee_id, row.n]));
        for (const { id } of staff) expect(per.get(id) ?? 0).toBeLessThanOrEqual(3);
        const assigned = rows
          .filter((row) => row.assignee_id !== null)
          .reduce((a, r) => a + r.n, 0);
        expect(assigned).toBe(Math.min(10, staff.length * 3));
        expect(assigned + (per.get(null) ?? 0)).toBe(10);
      } finally {
        await client.query(
          "update users set max_open_chats = 20 where role in ('executor', 'admin')",
        );
        await client.end();
      }
    });

    it("a lawyer switched off on one instance loses their stream on the other at once (issue 30)", async () => {
      const client = new pg.Client({ connectionString: scratch?.url });
      await client.connect();
      const password = "nginx-staff-password-2026";
      const hash = await hashPassword(password);
      const stamp = Date.now();
      try {
        // Staff act only with a confirmed mobile number (issue 45, decision 059).
        for (const [who, role, line] of [
          ["admin", "admin", 1],
          ["leaver", "executor", 2],
        ] as const) {
          await client.query(
            `insert into users (email, password_hash, full_name, role, phone, phone_confirmed_at)
             values ($1, $2, $3, $4, $5, now())`,
            [
              `${who}-${stamp}@nginx.test`,
              hash,
              who,
              role,
              `+7999${String(stamp).slice(-6)}${line}`,
            ],
          );
        }
      } finally {
        await client.end();
      }
      const login = async (origin: string | undefined, who: string) => {
        const response = await fetch(`${origin}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: `${who}-${stamp}@nginx.test`,
            password,
            login_type: "executor",
          }),
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { access_token: string; user: { id: number } };
      };
      const admin = await login(instances[0]?.origin, "admin");
      // Switching staff off needs a fresh proof of identity (decision 049).
      const proven = await fetch(`${instances[0]?.origin}/api/auth/reauthenticate`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${admin.access_token}`,
        },
        body: JSON.stringify({ password }),
      });
      expect(proven.status).toBe(200);
      const leaver = await login(instances[1]?.origin, "leaver");
      const stream = await listen(`${instances[1]?.origin}/api/events`, {
        authorization: `Bearer ${leaver.access_token}`,
      });
      const off = await fetch(`${instances[0]?.origin}/api/executor/staff/${leaver.user.id}`, {
        method: "PUT",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${admin.access_token}`,
        },
        body: JSON.stringify({ is_active: false }),
      });
      expect(off.status).toBe(200);
      await stream.ended;
    });

    /** The event streams each instance holds, as its metrics count them (addresses' order). */
    function streamCounts(): Promise<number[]> {
      return Promise.all(instances.map((instance) => openEventStreams(instance, METRICS_TOKEN)));
    }

    /** The instance whose metrics count the one open event stream. */
    async function streamHolder(): Promise<string> {
      const counts = await streamCounts();
      const holders = addresses.filter((_, i) => counts[i] === 1);
      expect(holders).toHaveLength(1);
      return holders[0] as string;
    }
  },
);
