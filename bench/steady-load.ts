/**
 * An open-loop load at a steady rate: one GET every 1000 ÷ rate ms, on at most `connections`
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
import { request } from "./http-client.ts";
import { percentile } from "./percentile.ts";

export interface SteadyLoadResult {
  p50: number;
  p99: number;
}

export async function steadyLoad(options: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<SteadyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 10;
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(
        request(options.url, { headers: options.headers, agent }).then(
          (reply) => {
            if (reply.status !== 200) failures.push(`HTTP ${reply.status}`);
            latencies.push(performance.now() - due);
          },
          (error: Error) => {
            failures.push(error.message);
          },
        ),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  if (failures.length > 0) {
    throw new Error(`${options.url}: ${failures.length} failed (${failures[0]})`);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
