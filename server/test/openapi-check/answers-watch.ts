import type { InjectOptions, LightMyRequestResponse as InjectResponse } from "fastify";
import { expect } from "vitest";
import type { App } from "../../app.ts";
import { createDocumentChecker, type Exchange } from "./document-checker.ts";

/**
 * Every API test's `app.inject()` goes through here (server/test/test-app.ts): the request and
 * the answer are checked against the app's own OpenAPI document (document-checker.ts), and what
 * does not match is kept until the test file ends, when openapi-check/file-hooks.ts fails the
 * file with the list. The document is compiled once per worker (every app builds the same one).
 */
let checker: ReturnType<typeof createDocumentChecker> | null = null;

interface Mismatch {
  operation: string;
  problem: string;
  test: string;
  times: number;
}
const mismatches = new Map<string, Mismatch>();

let inTest = false;
let malformedOnPurpose = false;

/**
 * For a file that sends malformed requests on purpose (the fuzz test): its requests are not held
 * to the document, its answers still are. Until the file ends (file-hooks.ts).
 */
export function sendsMalformedRequests(malformed = true): void {
  malformedOnPurpose = malformed;
}

/** Whether a test is running (file-hooks.ts): outside one, vitest still names the last test. */
export function markInTest(running: boolean): void {
  inTest = running;
}

/** Operations called by this worker's files, and those that answered a success. */
export const coverage = {
  called: new Set<string>(),
  succeeded: new Set<string>(),
  /** Exchanges checked and the milliseconds the checks took (the document's compile included). */
  exchanges: 0,
  checkMs: 0,
};

export function checkedOperations(): string[] {
  return checker?.operations ?? [];
}

export function watchAnswers(app: App): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<InjectResponse>;
  const watched = async (options: InjectOptions | string) => {
    const response = await inject(options as InjectOptions);
    const started = performance.now();
    checker ??= createDocumentChecker(app.swagger());
    record(checker, exchangeOf(options, response));
    coverage.exchanges += 1;
    coverage.checkMs += performance.now() - started;
    return response;
  };
  // Chained (`app.inject().get(...)`) and callback calls, which the suite does not use, pass as they are.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as unknown as (...args: unknown[]) => unknown)(options, callback)
      : watched(options)) as unknown as App["inject"];
}

function record(documentChecker: typeof checker & object, exchange: Exchange) {
  const { operation, problems } = documentChecker.check(exchange, {
    answersOnly: malformedOnPurpose,
  });
  if (operation) {
    coverage.called.add(operation);
    // A redirect is the success of a route a browser follows (signing in with Yandex ID).
    if (exchange.status < 400) coverage.succeeded.add(operation);
  }
  const at = operation ?? `${exchange.method} ${exchange.url.split("?")[0]}`;
  for (const problem of problems) {
    const key = `${at}\n${problem}`;
    const seen = mismatches.get(key);
    if (seen) seen.times += 1;
    else {
      const test = (inTest && expect.getState().currentTestName) || "the file's set-up or clean-up";
      mismatches.set(key, { operation: at, problem, test, times: 1 });
    }
  }
}

/** What did not match the document since the last call, one line each (and clears the list). */
export function takeMismatches(): string[] {
  const lines = [...mismatches.values()].map(
    ({ operation, problem, test, times }) =>
      `${operation}: ${problem}${times > 1 ? ` (×${times})` : ""}\n    first in «${test}»`,
  );
  mismatches.clear();
  return lines;
}

function exchangeOf(options: InjectOptions | string, response: InjectResponse): Exchange {
  const given: InjectOptions = typeof options === "string" ? { url: options } : options;
  // As the app saw it; an answer read as a stream keeps no request, the options say it then.
  const request = response.raw?.req;
  const sent = given.payload ?? given.body;
  const streamed = given.payloadAsStream === true;
  return {
    method: (request?.method ?? given.method ?? "GET").toUpperCase(),
    url: request?.url ?? urlOf(given),
    requestHeaders: request?.headers ?? given.headers ?? {},
    requestBody: requestBodyOf(sent),
    status: response.statusCode,
    responseHeaders: response.headers,
    responseBody: streamed ? null : response.rawPayload,
  };
}

function urlOf(given: InjectOptions): string {
  const url = given.url ?? given.path ?? "/";
  if (typeof url === "string") return url;
  return url.pathname ?? "/";
}

function requestBodyOf(sent: unknown): Exchange["requestBody"] {
  if (sent === undefined || sent === null) return { kind: "none" };
  if (typeof sent === "string") {
    return sent.length ? { kind: "bytes", bytes: Buffer.from(sent) } : { kind: "none" };
  }
  if (Buffer.isBuffer(sent)) return sent.length ? { kind: "bytes", bytes: sent } : { kind: "none" };
  if (sent instanceof Uint8Array) return { kind: "bytes", bytes: Buffer.from(sent) };
  if (typeof (sent as { pipe?: unknown }).pipe === "function") return { kind: "unread" };
  // An object payload is sent as JSON (what JSON.stringify makes of it: undefined keys dropped).
  return { kind: "json", value: JSON.parse(JSON.stringify(sent)) };
}
