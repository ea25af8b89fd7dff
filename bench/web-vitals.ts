/**
 * `npm run bench:web` (after `npm run build`): page speed as a phone on slow 4G sees it.
 *
 * Starts the built app on PGlite in a fresh data directory (demo content), then for each page
 * opens a new browser context (empty cache, a first visit) in the system Chromium:
 * - phone: 390×844 viewport, device scale 1.75, touch, a mobile user agent;
 * - network (DevTools protocol `Network.emulateNetworkConditions`): Lighthouse's "slow 4G"
 *   mobile values — 150 ms latency, 1.6 Mbps (1638.4 kbps) down, 750 kbps up. The protocol adds
 *   the latency once per request, not per round trip, so a new connection costs less than on a
 *   real network; BENCH_WEB_LATENCY_MS=562.5 gives Lighthouse's devtools-throttling value, which
 *   makes up for that;
 * - CPU: `Emulation.setCPUThrottlingRate` 4× (Lighthouse's mobile profile).
 * FCP, LCP and CLS come from the `web-vitals` library (its attribution build, which names the LCP
 * element) injected before the page's own scripts;
 * TBT is Lighthouse's definition (the part of every main-thread task over 50 ms, after FCP),
 * summed until the page has been quiet for 3 s (Lighthouse stops at Time to Interactive, so ours
 * can only be larger). Transfer sizes are the bytes on the wire (compressed, headers included)
 * from the protocol's `loadingFinished`. Each page is loaded BENCH_WEB_RUNS times (3); medians.
 * Pages: home, /services, /reviews, /login and the client dashboard (signed in as the demo client);
 * BENCH_WEB_PAGES=/reviews,/dashboard measures only those.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { type Browser, type CDPSession, chromium } from "@playwright/test";
import { startAppProcess } from "../scripts/app-process.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const LATENCY_MS = Number(process.env.BENCH_WEB_LATENCY_MS ?? 150);
const DOWN_KBPS = 1638.4;
const UP_KBPS = 750;
const CPU_SLOWDOWN = 4;
const QUIET_MS = 3000;
const TARGETS = { lcp: 2500, cls: 0.05, tbt: 200 };

const ALL_PAGES = [
  { name: "главная", path: "/" },
  { name: "услуги", path: "/services" },
  { name: "отзывы", path: "/reviews" },
  { name: "вход", path: "/login" },
  { name: "кабинет клиента", path: "/dashboard", signedIn: true },
] as const;
const ONLY = process.env.BENCH_WEB_PAGES?.split(",");
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.path)) : ALL_PAGES;

interface Sample {
  fcp: number;
  lcp: number;
  /** The element LCP named (web-vitals' attribution), so a slow LCP says what to look at. */
  lcpTarget: string;
  cls: number;
  tbt: number;
  bytes: Record<string, number>;
}

declare global {
  interface Window {
    __vitals: {
      fcp?: number;
      lcp?: number;
      lcpTarget?: string;
      cls: number;
      longTasks: [number, number][];
    };
  }
}

// The package exports no path to its IIFE build (the one that runs as a plain script); it sits
// next to the CommonJS entry.
const webVitalsScript = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("web-vitals")),
    "web-vitals.attribution.iife.js",
  ),
  "utf8",
);

/**
 * Runs in the page before its own scripts: web-vitals plus a long-task observer for TBT. A string,
 * not a function: tsx would wrap a function's body in helpers the page does not have.
 */
const COLLECT_VITALS = `
window.__vitals = { cls: 0, longTasks: [] };
webVitals.onFCP((m) => { window.__vitals.fcp = m.value; });
webVitals.onLCP((m) => {
  window.__vitals.lcp = m.value;
  window.__vitals.lcpTarget = m.attribution.target;
}, { reportAllChanges: true });
webVitals.onCLS((m) => { window.__vitals.cls = m.value; }, { reportAllChanges: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
`;

function kindOf(type: string, url: string): string {
  if (type === "Document") return "html";
  if (type === "Script") return "js";
  if (type === "Stylesheet") return "css";
  if (url.includes("/api/")) return "api";
  return "other";
}

/** Counts bytes per kind and tells when no request (but the event stream) has run for a while. */
function trackNetwork(cdp: CDPSession) {
  const bytes: Record<string, number> = {};
  const kinds = new Map<string, string>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (e) => {
    // The live event stream stays open for the page's life: it is not "loading".
    if (!e.request.url.endsWith("/events")) inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.responseReceived", (e) => {
    kinds.set(e.requestId, kindOf(e.type, e.response.url));
  });
  const done = (id: string) => {
    inFlight.delete(id);
    lastActivity = Date.now();
  };
  cdp.on("Network.loadingFinished", (e) => {
    const kind = kinds.get(e.requestId) ?? "other";
    bytes[kind] = (bytes[kind] ?? 0) + e.encodedDataLength;
    done(e.requestId);
  });
  cdp.on("Network.loadingFailed", (e) => done(e.requestId));
  return {
    bytes,
    async quiet(ms: number, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= ms) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

async function measure(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  token: string | null,
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    userAgent:
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  });
  if (token) {
    await context.addInitScript(
      ({ t, e }) => {
        localStorage.setItem("token", t);
        localStorage.setItem("userEmail", e);
      },
      { t: token, e: DEMO_ACCOUNTS.client.email },
    );
  }
  await context.addInitScript({ content: `${webVitalsScript}\n${COLLECT_VITALS}` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: (DOWN_KBPS * 1024) / 8,
    uploadThroughput: (UP_KBPS * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const network = trackNetwork(cdp);

  await page.goto(baseUrl + pagePath, { waitUntil: "load", timeout: 90_000 });
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  await network.quiet(QUIET_MS);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();

  const fcp = vitals.fcp ?? Number.NaN;
  const tbt = vitals.longTasks
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    fcp,
    lcp: vitals.lcp ?? Number.NaN,
    lcpTarget: vitals.lcpTarget ?? "?",
    cls: vitals.cls,
    tbt,
    bytes: network.bytes,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? "✓" : "✗");

async function main() {
  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error('Нет сборки интерфейса: сначала "npm run build".');
  }
  const app = await startAppProcess();
  const baseUrl = app.origin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.client.email,
        password: DEMO_ACCOUNTS.client.password,
        login_type: "individual",
      }),
    });
    if (!login.ok) throw new Error(`demo client login: ${login.status}`);
    const token = ((await login.json()) as { access_token: string }).access_token;

    console.log(
      `Телефон 390 px, сеть: ${LATENCY_MS} мс, ${DOWN_KBPS} кбит/с вниз, ${UP_KBPS} кбит/с вверх; ` +
        `CPU ×${CPU_SLOWDOWN}; ${RUNS} загрузки на страницу, медианы. Нагрузка машины: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(", ")} (${os.cpus().length} ядра)`,
    );
    const rows: string[][] = [];
    let allMet = true;
    for (const target of PAGES) {
      const samples: Sample[] = [];
      // A warm-up visit first: the server's first answers (template compile, caches) are not the page's.
      await measure(browser, baseUrl, target.path, "signedIn" in target ? token : null);
      for (let run = 0; run < RUNS; run++) {
        samples.push(
          await measure(browser, baseUrl, target.path, "signedIn" in target ? token : null),
        );
      }
      const m = {
        fcp: median(samples.map((s) => s.fcp)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
      };
      const size = (kind: string) => median(samples.map((s) => s.bytes[kind] ?? 0));
      const total = median(
        samples.map((s) => Object.values(s.bytes).reduce((sum, n) => sum + n, 0)),
      );
      const met = {
        lcp: m.lcp <= TARGETS.lcp,
        cls: m.cls <= TARGETS.cls,
        tbt: m.tbt <= TARGETS.tbt,
      };
      allMet &&= met.lcp && met.cls && met.tbt;
      rows.push([
        `${target.name} (${target.path})`,
        seconds(m.fcp),
        `${seconds(m.lcp)} ${mark(met.lcp)}`,
        `${m.cls.toFixed(3)} ${mark(met.cls)}`,
        `${Math.round(m.tbt)} мс ${mark(met.tbt)}`,
        kb(size("html")),
        kb(size("js")),
        kb(size("css")),
        kb(size("api")),
        kb(total),
      ]);
      const targets = [...new Set(samples.map((s) => s.lcpTarget))].join(", ");
      console.log(`  ${rows.at(-1)!.join(" | ")}\n    LCP: ${targets}`);
    }
    const header = ["страница", "FCP", "LCP", "CLS", "TBT", "HTML", "JS", "CSS", "API", "всего"];
    console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
    for (const row of rows) console.log(`| ${row.join(" | ")} |`);
    console.log(
      `\nЦели: LCP ≤ ${seconds(TARGETS.lcp)}, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbt} мс — ${
        allMet ? "выполнены на всех страницах" : "выполнены не везде (✗)"
      }. Нагрузка после: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")}`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
