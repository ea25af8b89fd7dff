/**
 * The last part of `npm run bench:web` (after `npm run build`): what a guest's first touch costs
 * the phone's main thread. Lighthouse never touches a page, and on a page the server rendered the
 * app starts only at the first touch (web/start-app.js), so Lighthouse's TBT cannot see the app's
 * start or the hydration. This bench touches each page as a guest would, in Debian's Chromium at
 * 390×844 with touch, after the page has loaded and sat for 2 s (the entry prefetched):
 * - «запуск»: a key press starts the app (as any first touch does); measured until the app's first
 *   render has committed (the `app-hydrated` mark, web/lib/hydration.ts);
 * - «меню»: a tap on the burger, held by the start script and handed to the live page; measured
 *   until the mobile menu is on screen (its code is fetched at that tap).
 * «Блокировка» is Lighthouse's TBT rule (the part of each main-thread task over 50 ms, from
 * `longtask` entries) from the touch until 1 s after its result. The network is not slowed (the
 * page's downloads are web-vitals' and Lighthouse's part); the CPU is slowed twice:
 * - ×4, Lighthouse's mobile preset, the rate the issue's TBT target (≤ 150 ms) is defined by;
 * - «телефон»: the rate that brings this host to a benchmark index of 400 (Lighthouse's own measure
 *   of the CPU, its page function run here first; its scale puts a mid-tier Android phone at
 *   125–800), because ×4 on a fast host is a fast phone. At least ×4.
 * Medians of BENCH_INPUT_RUNS (3) per page; BENCH_INPUT_PAGES=/,/services measures only those.
 */

import { chromium, type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import { startAppProcess } from "../scripts/app-process.ts";
import { HYDRATED_MARK } from "../web/lib/hydration.ts";
import { demoDetailPages } from "./demo-pages.ts";
import { percentile } from "./percentile.ts";
import { PUBLIC_PAGE_TARGETS } from "./public-page-targets.ts";

const RUNS = Number(process.env.BENCH_INPUT_RUNS ?? 3);
const PHONE_INDEX = 400;
const TARGET_BLOCKING_MS = PUBLIC_PAGE_TARGETS.tbt;
const SETTLE_MS = 2000;
const AFTER_MS = 1000;
const MENU = "nav[aria-label='Мобильное меню']";

interface Touch {
  /** From the touch to its result (the app live, the menu shown). */
  readyMs: number;
  blockingMs: number;
  longestTaskMs: number;
}

declare global {
  interface Window {
    __longTasks: [number, number][];
  }
}

type Mode = "start" | "menu";

async function touchOnce(page: Page, url: string, rate: number, mode: Mode): Promise<Touch> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        window.__longTasks.push([task.startTime, task.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  // Found before the clock starts: Playwright's own locator work runs on the page's thread.
  const burger = await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).boundingBox();
  if (!burger) throw new Error(`${url}: no burger at 390 px`);
  const touchedAt = await page.evaluate(() => performance.now());
  if (mode === "start") await page.keyboard.press("Shift");
  else await page.touchscreen.tap(burger.x + burger.width / 2, burger.y + burger.height / 2);
  const ready = await page.waitForFunction(
    ({ mode, mark, menu }) => {
      if (mode === "start") return performance.getEntriesByName(mark)[0]?.startTime ?? false;
      const shown = (document.querySelector(menu)?.getBoundingClientRect().width ?? 0) > 0;
      return shown && performance.now();
    },
    { mode, mark: HYDRATED_MARK, menu: MENU },
    { polling: 16, timeout: 60_000 },
  );
  const readyAt = (await ready.jsonValue()) as number;
  await page.waitForTimeout(AFTER_MS);
  const tasks = (await page.evaluate(() => window.__longTasks)).filter(
    ([start, duration]) => start + duration > touchedAt && start < readyAt + AFTER_MS,
  );
  return {
    readyMs: readyAt - touchedAt,
    blockingMs: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main() {
  const app = await startAppProcess();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const newPage = async () =>
    (
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
  try {
    const probe = await newPage();
    const index = Math.round(
      await probe.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
    );
    await probe.context().close();
    const phoneRate = Math.max(4, Math.round(index / PHONE_INDEX));
    const { service, article } = await demoDetailPages(app.origin);
    const only = process.env.BENCH_INPUT_PAGES?.split(",");
    const pages = ["/", "/services", service, article].filter(
      (path): path is string => path !== null && (!only || only.includes(path)),
    );
    const rows: string[] = [];
    const worst = new Map<number, number>();
    for (const path of pages) {
      for (const rate of [4, phoneRate]) {
        const figures: Record<Mode, Touch[]> = { start: [], menu: [] };
        for (let run = 0; run < RUNS; run++) {
          for (const mode of ["start", "menu"] as const) {
            const page = await newPage();
            figures[mode].push(await touchOnce(page, app.origin + path, rate, mode));
            await page.context().close();
          }
        }
        const cell = (mode: Mode) => {
          const runs = figures[mode];
          return [
            `${(median(runs.map((run) => run.readyMs)) / 1000).toFixed(2)} s`,
            `${median(runs.map((run) => run.blockingMs)).toFixed(0)} мс`,
            `${median(runs.map((run) => run.longestTaskMs)).toFixed(0)} мс`,
          ].join(" | ");
        };
        const startBlocking = median(figures.start.map((run) => run.blockingMs));
        worst.set(rate, Math.max(worst.get(rate) ?? 0, startBlocking));
        rows.push(`| ${path} | ×${rate} | ${cell("start")} | ${cell("menu")} |`);
        console.log(rows.at(-1));
      }
    }
    console.log(
      `\nПервое касание гостя, прогонов на страницу: ${RUNS}, медианы; индекс CPU по Lighthouse (benchmarkIndex): ${index}, «телефон» — ×${phoneRate}`,
    );
    console.log(
      "| страница | CPU | запуск: страница живая | блокировка | самая длинная задача | меню: на экране | блокировка | самая длинная задача |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    for (const [rate, blocking] of worst) {
      const verdict = blocking <= TARGET_BLOCKING_MS ? "✓" : "✗";
      console.log(
        `Запуск и гидратация при ×${rate}: блокировка до ${blocking.toFixed(0)} мс (цель ≤ ${TARGET_BLOCKING_MS} мс) ${verdict}`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
