/**
 * An article's and a service's page as the server sends them (issue 29 §3).
 *
 * Cached: autocannon on the HTML under 50 connections — requests/s, p50/p99. The server renders a
 * page with React and compresses it once per change of its head or data
 * (docs/decisions/044-server-rendering.md, «Cache»), so under load a request reads the page's
 * head and data and sends the kept bytes. Target: ≥ 1,500 requests/s and p99 ≤ 50 ms on
 * PostgreSQL.
 *
 * Uncached: what a request costs right after a change (a renamed service, a new article): the
 * server's own renderer (dist/ssr, loaded as server/http/page-render.ts loads it) renders the page
 * from the very answers its HTML carries, and the result is compressed as the server compresses
 * it (encodeOnce: brotli and gzip at their best), one page at a time in this process, BENCH_RENDERS
 * (100) times after 10 unmeasured — p50/p99 of each step, and the renders per second of one thread
 * (the compression runs beside it, on libuv's pool of 4 threads). Reading the page's data from
 * the database is not in it (each cached request does that too).
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import type { FastifyBaseLogger } from "fastify";
import { getText } from "../scripts/app-process.ts";
import { encodeOnce } from "../server/http/content-encoding.ts";
import { INITIAL_DATA_ELEMENT_ID } from "../server/http/page-data.ts";
import { loadPageRenderer, type PageRenderer } from "../server/http/page-render.ts";
import { percentile } from "./percentile.ts";

const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 100);

async function load(url: string) {
  const headers = { "accept-encoding": "br" };
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Returns true when both pages meet the targets. */
export async function runPageRender(origin: string, engine: string): Promise<boolean> {
  const articles = JSON.parse((await getText(`${origin}/api/articles`)).body) as { id: number }[];
  const services = JSON.parse((await getText(`${origin}/api/services`)).body) as { id: number }[];
  if (!articles[0] || !services[0]) throw new Error("the demo content has no article or service");
  const pages = [`/articles/${articles[0].id}`, `/services/${services[0].id}`];
  console.log(
    `\nA page's HTML (${engine}), ${CONNECTIONS} connections, ${DURATION} s each, brotli`,
  );
  console.log("\n| page | requests/s | p50 ms | p99 ms |\n|---|---:|---:|---:|");
  let met = true;
  for (const page of pages) {
    const r = await load(`${origin}${page}`);
    console.log(`| ${page} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
    met &&= r.rps >= 1500 && r.p99 <= 50;
  }
  console.log(
    met ? "targets (≥ 1500/s, p99 ≤ 50 ms): met" : "targets (≥ 1500/s, p99 ≤ 50 ms): NOT met",
  );
  await renderUncached(origin, pages);
  return met;
}

/** The uncached figure (see the top of the file); prints its own table. */
async function renderUncached(origin: string, pages: string[]) {
  // React's server renderer reads NODE_ENV when it is first loaded: the development build renders
  // about twice as slowly, and the app process runs with production (scripts/app-process.ts).
  process.env.NODE_ENV = "production";
  const silent = { warn: () => {}, error: console.error } as unknown as FastifyBaseLogger;
  const renderer = await loadPageRenderer(path.resolve(import.meta.dirname, "../dist/web"), silent);
  if (!renderer) {
    console.log("\nUncached: no server renderer in dist (run `npm run build` first), skipped.");
    return;
  }
  console.log(
    `\nUncached: rendered with React, then compressed (brotli and gzip at their best, on libuv's thread pool), one page at a time, ${RENDERS} times\n\n| page | render p50 / p99 ms | compression p50 / p99 ms | renders/s, one thread |\n|---|---:|---:|---:|`,
  );
  for (const page of pages) {
    const { render, encode } = await timeRenders(
      renderer,
      page,
      await answersOf(`${origin}${page}`),
    );
    const mean = render.reduce((sum, t) => sum + t, 0) / render.length;
    const cell = (times: number[]) =>
      `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)}`;
    console.log(`| ${page} | ${cell(render)} | ${cell(encode)} | ${(1000 / mean).toFixed(0)} |`);
  }
}

/** The API answers a page's HTML carries: the server renders the page from exactly these. */
async function answersOf(url: string): Promise<Record<string, unknown>> {
  const { body } = await getText(url);
  const json = new RegExp(
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`,
    "s",
  ).exec(body)?.[1];
  if (!json) throw new Error(`${url}: the page carries no data`);
  return JSON.parse(json) as Record<string, unknown>;
}

/** Milliseconds of each render and of its compression, ascending; the first 10 are not counted. */
async function timeRenders(renderer: PageRenderer, page: string, answers: Record<string, unknown>) {
  const render: number[] = [];
  const encode: number[] = [];
  for (let run = -10; run < RENDERS; run++) {
    const started = performance.now();
    const rendered = await renderer.render(page, answers);
    if (!rendered) throw new Error(`${page}: the renderer gave nothing`);
    const renderedAt = performance.now();
    await encodeOnce(rendered.html);
    if (run < 0) continue;
    render.push(renderedAt - started);
    encode.push(performance.now() - renderedAt);
  }
  const ascending = (a: number, b: number) => a - b;
  return { render: render.sort(ascending), encode: encode.sort(ascending) };
}
