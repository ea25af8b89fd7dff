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
