import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

/** An app whose log lines are collected, with the given environment. */
async function appLogging(env: Record<string, string>) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const t = await buildTestApp({ seedDemo: false, env, logStream });
  return { t, lines };
}

/** The request lines of one GET /api/health, by message. */
async function requestLines(t: TestApp, lines: string[]) {
  const response = await t.app.inject({ url: "/api/health" });
  const id = response.headers["x-request-id"] as string;
  return lines
    .filter((line) => line.includes(id))
    .map((line) => JSON.parse(line) as { msg: string; level: number });
}

let open: TestApp | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe("the request lines of the log", () => {
  it("stay out of a development log at the default level: the operator's password stays on screen", async () => {
    const { t, lines } = await appLogging({ NODE_ENV: "development", LOG_LEVEL: "info" });
    open = t;
    expect(await requestLines(t, lines)).toEqual([]);
  });

  it("are written at debug in development", async () => {
    const { t, lines } = await appLogging({ NODE_ENV: "development", LOG_LEVEL: "debug" });
    open = t;
    const logged = await requestLines(t, lines);
    expect(logged.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(logged.every((line) => line.level === 20)).toBe(true);
  });

  it("are written at info in production, for the log collector", async () => {
    const { t, lines } = await appLogging({ NODE_ENV: "production", LOG_LEVEL: "info" });
    open = t;
    const logged = await requestLines(t, lines);
    expect(logged.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(logged.every((line) => line.level === 30)).toBe(true);
  });
});

describe("the request lines keep no key of an address (issue 43 §4)", () => {
  it("a guest chat's page, its API, a payment's result page: the route stays, the id goes", async () => {
    const { t, lines } = await appLogging({ NODE_ENV: "production", LOG_LEVEL: "info" });
    open = t;
    const key = "0b6f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f";
    for (const url of [
      `/guest-chat/${key}`,
      `/api/guest/chat/sessions/${key}/messages`,
      `/payment/result?payment_id=${key}`,
      `/payment/sandbox/${key}`,
    ]) {
      await t.app.inject({ url });
    }
    const log = lines.join("\n");
    expect(log).toContain('"url":"/guest-chat/…"');
    expect(log).toContain('"url":"/api/guest/chat/sessions/…/messages"');
    expect(log).toContain('"url":"/payment/result?payment_id=[redacted]"');
    expect(log).not.toContain(key);
    expect(log.toLowerCase()).not.toContain(key.replaceAll("-", ""));
  });
});
