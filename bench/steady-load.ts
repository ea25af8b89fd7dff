/**
 * An open-loop load at a steady rate: one request every 1000 ÷ rate ms, on at most `connections`
 * keep-alive sockets, each latency counted from the moment its request was due (a request that
 * waits for a free socket or for a late generator counts that wait: no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second
 * back to back at the start of the second and then pause, so 50 connections fire the whole
 * second's requests together — a burst, measured like the saturated run.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { type Reply, request } from "./http-client.ts";
import { percentile } from "./percentile.ts";

export interface SteadyLoadResult {
  p50: number;
  p99: number;
}

/** One request of a mixed load; `kind` names its row in the report. */
export interface PlannedRequest {
  kind: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status that counts as success (200 unless said). */
  expect?: number;
}

export interface OpenLoopResult {
  /** Every latency in ms, sorted. */
  latencies: number[];
  /** Latencies per kind, sorted. */
  byKind: Map<string, number[]>;
  /** "kind: HTTP 503" or the error's message, one per failed request. */
  failures: string[];
  /** Wall seconds from the first due time until the last answer. */
  seconds: number;
}

/**
 * Sends `rate × seconds` requests made by `next(i)` at the steady rate. `onReply` sees each
 * successful answer with the moment its request was due (e.g. to time a live delivery from it).
 */
export async function openLoop(options: {
  rate: number;
  seconds: number;
  connections: number;
  next: (i: number) => PlannedRequest;
  onReply?: (planned: PlannedRequest, reply: Reply, due: number) => void;
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const byKind = new Map<string, number[]>();
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 10;
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const planned = options.next(i);
      inFlight.push(
        request(planned.url, { ...planned, agent }).then(
          (reply) => {
            if (reply.status !== (planned.expect ?? 200)) {
              failures.push(`${planned.kind}: HTTP ${reply.status} ${reply.body.slice(0, 120)}`);
              return;
            }
            const latency = performance.now() - due;
            const kind = byKind.get(planned.kind);
            if (kind) kind.push(latency);
            else byKind.set(planned.kind, [latency]);
            options.onReply?.(planned, reply, due);
          },
          (error: Error) => {
            failures.push(`${planned.kind}: ${error.message}`);
          },
        ),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  for (const values of byKind.values()) values.sort((a, b) => a - b);
  const latencies = [...byKind.values()].flat().sort((a, b) => a - b);
  return { latencies, byKind, failures, seconds: (performance.now() - start) / 1000 };
}

/**
 * One URL at a steady rate; throws on any failed request. `headers` may be a function: each
 * request's own (e.g. a different session's token for each).
 */
export async function steadyLoad(options: {
  url: string;
  headers: Record<string, string> | (() => Record<string, string>);
  rate: number;
  seconds: number;
  connections: number;
}): Promise<SteadyLoadResult> {
  const { url, headers } = options;
  const headersOf = typeof headers === "function" ? headers : () => headers;
  const result = await openLoop({
    ...options,
    next: () => ({ kind: url, url, headers: headersOf() }),
  });
  if (result.failures.length > 0) {
    throw new Error(`${url}: ${result.failures.length} failed (${result.failures[0]})`);
  }
  return { p50: percentile(result.latencies, 50), p99: percentile(result.latencies, 99) };
}
