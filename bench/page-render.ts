/**
 * An article's and a service's page as the server sends them (issue 29 §3): autocannon on the
 * HTML under 50 connections — requests/s, p50/p99. The head (title, canonical, JSON-LD) and, for
 * these two pages, the main text are built per request from the catalogue cache, the article and
 * the settings; the compressed copy is kept per page (docs/decisions/042-search-engines.md).
 * Target: ≥ 1,500 requests/s and p99 ≤ 50 ms on PostgreSQL. There is no rendered-HTML cache and
 * no React server rendering yet, so this is the «uncached» figure.
 */
import autocannon from "autocannon";
import { getText } from "../scripts/app-process.ts";

const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

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
  return met;
}
