/**
 * The Lighthouse part of `npm run bench:web` (after `npm run build`): every public page audited
 * as Lighthouse's mobile preset does (Moto G Power screen, simulated slow 4G, CPU ×4), with
 * Debian's Chromium (lighthouse@12.2.3 is pinned: later ones refuse this npm or Node).
 *
 * Starts the built app on PGlite in a fresh data directory (demo content), audits each page
 * BENCH_LH_RUNS times (3) in a fresh headless Chromium each time and prints the medians of the
 * performance and SEO scores and of FCP, LCP, TBT and CLS, beside the previous run's (kept in
 * .bench/lighthouse.json, not committed). Targets (issue 29): performance ≥ 95, SEO 100,
 * LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02. BENCH_LH_PAGES=/,/about audits only those.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppProcess } from "../scripts/app-process.ts";
import { demoDetailPages } from "./demo-pages.ts";
import { PUBLIC_PAGE_TARGETS } from "./public-page-targets.ts";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const LAST_RUN_FILE = path.join(root, ".bench", "lighthouse.json");

/**
 * Lighthouse's own measure of the host's CPU, taken in every audit: its 4× slowdown is meant to
 * turn a fast desktop (index ≈ 1,500 and above) into a mid-range phone, so on a slower host the
 * same page scores lower (Lighthouse's docs, «CPU throttling»). Printed, not corrected for.
 */
const benchmarkIndexes: number[] = [];

interface Figures {
  performance: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The public pages of issue 29, with one service and one article of the demo content. */
async function publicPages(origin: string): Promise<string[]> {
  const { service, article } = await demoDetailPages(origin);
  const pages = [
    "/",
    "/services",
    service,
    "/reviews",
    "/articles",
    article,
    "/about",
    "/order-instructions",
    "/contract-types",
    "/lawsuit-types",
    "/auto-lawyer",
  ].filter((page): page is string => page !== null);
  const only = process.env.BENCH_LH_PAGES?.split(",");
  return only ? pages.filter((page) => only.includes(page)) : pages;
}

/**
 * One audit; Lighthouse now and then loses the page's navigation in the trace (NO_NAVSTART) and
 * measures nothing: such a run is repeated, up to twice.
 */
async function audit(url: string, attempt = 1): Promise<Figures> {
  const figures = await auditOnce(url);
  const lost = Object.values(figures).some((value) => !Number.isFinite(value));
  return lost && attempt < 3 ? audit(url, attempt + 1) : figures;
}

async function auditOnce(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, environment } = result.lhr;
    benchmarkIndexes.push(environment.benchmarkIndex);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const FORMAT: Record<keyof Figures, (n: number) => string> = {
  performance: (n) => String(n),
  seo: (n) => String(n),
  fcp: (n) => `${(n / 1000).toFixed(2)} s`,
  lcp: (n) => `${(n / 1000).toFixed(2)} s`,
  tbt: (n) => `${Math.round(n)} мс`,
  cls: (n) => n.toFixed(3),
};

const meets = (key: keyof Figures, n: number) =>
  key === "performance" || key === "seo"
    ? n >= PUBLIC_PAGE_TARGETS[key]
    : key === "fcp"
      ? true
      : n <= PUBLIC_PAGE_TARGETS[key];

function readLastRun(): Record<string, Figures> {
  try {
    return JSON.parse(readFileSync(LAST_RUN_FILE, "utf8")) as Record<string, Figures>;
  } catch {
    return {};
  }
}

async function main() {
  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error('Нет сборки интерфейса: сначала "npm run build".');
  }
  const app = await startAppProcess();
  const last = readLastRun();
  const now: Record<string, Figures> = {};
  try {
    const pages = await publicPages(app.origin);
    console.log(
      `Lighthouse 12.2.3, мобильный профиль (замедленный 4G, CPU ×4), ${RUNS} прогона на страницу, медианы; в скобках — прошлый запуск. Нагрузка машины: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")} (${os.cpus().length} ядра)`,
    );
    const keys = Object.keys(FORMAT) as (keyof Figures)[];
    const rows: string[] = [];
    for (const page of pages) {
      // A first visit warms the server's caches; it is not counted.
      await audit(`${app.origin}${page}`);
      const samples: Figures[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await audit(`${app.origin}${page}`));
      const figures = Object.fromEntries(
        keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
      ) as unknown as Figures;
      now[page] = figures;
      const cells = keys.map((key) => {
        // A figure the last run could not measure is kept in the file as null.
        const before = last[page]?.[key] ?? undefined;
        const mark = meets(key, figures[key]) ? "" : " ✗";
        return `${FORMAT[key](figures[key])}${mark}${before === undefined ? "" : ` (${FORMAT[key](before)})`}`;
      });
      rows.push(`| ${page} | ${cells.join(" | ")} |`);
      console.log(rows.at(-1));
    }
    console.log(
      `\n| страница | производительность | SEO | FCP | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|\n${rows.join("\n")}`,
    );
    console.log(
      `\nЦели: производительность ≥ ${PUBLIC_PAGE_TARGETS.performance}, SEO ${PUBLIC_PAGE_TARGETS.seo}, LCP ≤ ${PUBLIC_PAGE_TARGETS.lcp / 1000} s, TBT ≤ ${PUBLIC_PAGE_TARGETS.tbt} мс, CLS ≤ ${PUBLIC_PAGE_TARGETS.cls} (✗ — не выполнена). Индекс производительности CPU по Lighthouse (benchmarkIndex): ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, медиана ${Math.round(median(benchmarkIndexes))}. Нагрузка после: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")}`,
    );
  } finally {
    await app.stop();
  }
  mkdirSync(path.dirname(LAST_RUN_FILE), { recursive: true });
  writeFileSync(LAST_RUN_FILE, JSON.stringify({ ...last, ...now }, null, 2));
}

await main();
