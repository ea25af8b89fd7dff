import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TEXTS } from "../../../domain/errors.ts";
import { OPS_TEXTS, READY_RATE_PER_MINUTE } from "../../../domain/ops/ops.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

const TOKEN = "metrics-token-for-tests-0123";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());
const metricsToken = { authorization: `Bearer ${TOKEN}` };

describe("the operator's probes (issue 15 §1)", () => {
  it("liveness and readiness: the database and the file storage answer", async () => {
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/api/ready", headers: metricsToken });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      checks: { database: "ok", redis: "not_configured", storage: "ok" },
    });
  });

  it("without the metrics token readiness is the status only, naming no part", async () => {
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    // Another bearer (a wrong token, a user's session) is answered as anonymous.
    const wrong = await t.app.inject({
      url: "/api/ready",
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ status: "ready" });
    // No METRICS_TOKEN configured: never any details, whatever is sent.
    const plain = await buildTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const answer = await plain.app.inject({ url: "/api/ready", headers });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ status: "ready" });
      }
    } finally {
      await plain.close();
    }
  });

  it("not ready, with a Russian detail, when a part does not answer", async () => {
    const ping = t.app.storage.ping;
    t.app.storage.ping = () => Promise.reject(new Error("bucket gone"));
    try {
      const ready = await t.app.inject({ url: "/api/ready", headers: metricsToken });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: "not_ready",
        checks: { database: "ok", storage: "fail" },
        detail: OPS_TEXTS.notReady("хранилище файлов"),
      });
      // A load balancer reads the status alone; which part failed is the operator's.
      const anonymous = await t.app.inject({ url: "/api/ready" });
      expect(anonymous.statusCode).toBe(503);
      expect(anonymous.json()).toEqual({ status: "not_ready", detail: OPS_TEXTS.unavailable });
    } finally {
      t.app.storage.ping = ping;
    }
  });

  it(`readiness answers ${READY_RATE_PER_MINUTE} probes a minute per address, then 429`, async () => {
    const probes = await buildTestApp();
    try {
      const probe = (ip: string) => probes.app.inject({ url: "/api/ready", remoteAddress: ip });
      for (let i = 0; i < READY_RATE_PER_MINUTE; i++) {
        expect((await probe("10.0.0.7")).statusCode).toBe(200);
      }
      const refused = await probe("10.0.0.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: API_TEXTS.tooManyRequests });
      // Another address (another balancer) is counted apart; liveness is never limited.
      expect((await probe("10.0.0.8")).statusCode).toBe(200);
      const health = await probes.app.inject({ url: "/api/health", remoteAddress: "10.0.0.7" });
      expect(health.statusCode).toBe(200);
    } finally {
      await probes.close();
    }
  });

  it("metrics only with the token: latency per route, streams, outbox, jobs", async () => {
    await t.app.inject({ url: "/api/services" });
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(OPS_TEXTS.metricsToken);
    const metrics = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers["content-type"]).toContain("text/plain");
    const text = metrics.body;
    // The route's pattern, not the address.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/services"[^}]*\} \d+/,
    );
    expect(text).toMatch(/^event_stream_listeners \d+$/m);
    expect(text).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(text).toContain("# TYPE background_job_runs gauge");
    // Round trips are counted on PostgreSQL (every request above took some); PGlite has none.
    const trips = Number(/^db_round_trips_total (\d+)$/m.exec(text)?.[1]);
    if (t.database.kind === "postgres") expect(trips).toBeGreaterThan(0);
    else expect(trips).toBe(0);
  });

  it("without METRICS_TOKEN there are no metrics; every answer names its request id", async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ url: "/metrics" })).statusCode).toBe(404);
      const answer = await plain.app.inject({ url: "/api/health" });
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      const traced = await plain.app.inject({
        url: "/api/health",
        headers: { "x-request-id": "nginx-7f3a9c21" },
      });
      expect(traced.headers["x-request-id"]).toBe("nginx-7f3a9c21");
      const forged = await plain.app.inject({
        url: "/api/health",
        headers: { "x-request-id": "<script>" },
      });
      expect(forged.headers["x-request-id"]).not.toBe("<script>");
    } finally {
      await plain.close();
    }
  });
});
