/**
 * The last part of `npm run bench:web` (after `npm run build`): what a guest's first touch costs
 * and how soon it answers (issue 49 §1). Lighthouse never touches a page, and on a page the server
 * rendered the app starts only at the first touch (web/start-app.js), so Lighthouse's TBT cannot
 * see the app's start or the hydration. This bench touches each page as a guest would, in Debian's
 * Chromium at 390×844 with touch, after the page has loaded and sat for 2 s (the entry prefetched):
 * - «запуск»: a key press starts the app (as any first touch does); measured until the app's first
 *   render has committed (the `app-hydrated` mark, web/lib/hydration.ts);
 * - «меню»: a tap on the burger, which the browser answers itself (`commandfor`); the tap's INP and
 *   the time until the menu is on screen;
 * - «Написать в чат»: a tap on the first such button, held by the start script until the app is
 *   live; the tap's INP, the time until the button shows it is working (its pending state), and
 *   until the app's contact form is on screen.
 * INP is the Event Timing API's: the longest `event` entry of the tap's interaction (or its
 * `first-input` entry), from the touch's timestamp through its handlers to the next paint. «На
 * экране» is the first animation frame in which the thing is there (polled in `requestAnimationFrame`).
 * «Блокировка» is Lighthouse's TBT rule (the part of each main-thread task over 50 ms, from
 * `longtask` entries) from the touch until 1 s after its result. The network is not slowed (the
 * page's downloads are web-vitals' and Lighthouse's part); the CPU is slowed twice:
 * - ×4, Lighthouse's mobile preset, the rate the issue's targets are set at;
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
/** Issue 49 §1, at ×4: web.dev's "good" INP, and the menu or the pending state on screen. */
const TARGET_INP_MS = 200;
const TARGET_ON_SCREEN_MS = 300;
const SETTLE_MS = 2000;
const AFTER_MS = 1000;
const MENU = "nav[aria-label='Мобильное меню']";
const CHAT_BUTTON = "[data-testid='order-chat']";
const CONTACT_FORM = "[role='dialog'] form";

type Mode = "start" | "menu" | "chat";

interface Touch {
  /** From the touch to its result: the app live, the menu shown, the contact form shown. */
  readyMs: number;
  /** The tap's Interaction to Next Paint (Event Timing); null for the key that starts the app. */
  inpMs: number | null;
  /** «Написать в чат»: from the touch to the button's pending state on screen. */
  pendingMs: number | null;
  blockingMs: number;
  longestTaskMs: number;
}

declare global {
  interface Window {
    __longTasks: [number, number][];
    /** [interactionId, startTime, duration] of each Event Timing entry of an interaction. */
    __events: [number, number, number][];
    __pendingAt?: number;
  }
}

/**
 * Registered before the page's own scripts: long tasks and the Event Timing entries. Page-side
 * code is text here: tsx names the functions it compiles with a helper the page does not have.
 * `durationThreshold` 16 is the least; an interaction under 16 ms has no `event` entry, but
 * always a `first-input` one.
 */
const OBSERVE_THE_PAGE = `
  window.__longTasks = [];
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  const record = (list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__events.push([entry.interactionId, entry.startTime, entry.duration]);
  };
  new PerformanceObserver(record).observe({ type: "event", buffered: true, durationThreshold: 16 });
  new PerformanceObserver(record).observe({ type: "first-input", buffered: true });
`;

/** The pending state's first frame, seen by a frame callback of the page's own. */
const WATCH_FOR_PENDING = `
  requestAnimationFrame(function look() {
    if (document.querySelector("html[data-app-starting] [aria-busy='true']"))
      window.__pendingAt = performance.now();
    else requestAnimationFrame(look);
  });
`;

async function touchOnce(page: Page, url: string, rate: number, mode: Mode): Promise<Touch | null> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.addInitScript({ content: OBSERVE_THE_PAGE });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  // Found before the clock starts: Playwright's own locator work runs on the page's thread.
  const chatButton = page.locator(CHAT_BUTTON).filter({ visible: true }).first();
  // Scrolled to by the page's own scroll, which starts nothing (web/start-app.js's triggers).
  const chatShown =
    mode === "chat" &&
    (await chatButton.scrollIntoViewIfNeeded({ timeout: 1000 }).then(
      () => true,
      () => false,
    ));
  const target =
    mode === "chat"
      ? chatShown
        ? await chatButton.boundingBox()
        : null
      : await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).boundingBox();
  if (!target) {
    if (mode === "chat") return null;
    throw new Error(`${url}: no burger at 390 px`);
  }
  if (mode === "chat") {
    await page.evaluate(WATCH_FOR_PENDING);
  }
  const touchedAt = await page.evaluate(() => performance.now());
  if (mode === "start") await page.keyboard.press("Shift");
  else await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
  const ready = await page.waitForFunction(
    ({ mode, mark, selector }) => {
      if (mode === "start") return performance.getEntriesByName(mark)[0]?.startTime ?? false;
      // Some of it within the screen: the menu slides in from beyond the right edge.
      const box = document.querySelector(selector)?.getBoundingClientRect();
      const shown = box !== undefined && box.width > 0 && box.left < innerWidth;
      return shown && performance.now();
    },
    { mode, mark: HYDRATED_MARK, selector: mode === "menu" ? MENU : CONTACT_FORM },
    { polling: "raf", timeout: 60_000 },
  );
  const readyAt = (await ready.jsonValue()) as number;
  await page.waitForTimeout(AFTER_MS);
  const measured = await page.evaluate(() => ({
    tasks: window.__longTasks,
    events: window.__events,
    pendingAt: window.__pendingAt ?? null,
  }));
  const tasks = measured.tasks.filter(
    ([start, duration]) => start + duration > touchedAt && start < readyAt + AFTER_MS,
  );
  const tap = measured.events.filter(([, start]) => start >= touchedAt - 1);
  const firstInteraction = tap[0]?.[0];
  const ofTheTap = tap.filter(([id]) => id === firstInteraction).map(([, , duration]) => duration);
  // No entry at all would be a measurement that failed, not an INP of 0.
  const inpMs = mode === "start" || ofTheTap.length === 0 ? null : Math.max(...ofTheTap);
  return {
    readyMs: readyAt - touchedAt,
    inpMs,
    pendingMs: measured.pendingAt === null ? null : measured.pendingAt - touchedAt,
    blockingMs: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const ms = (value: number) => `${value.toFixed(0)} мс`;

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
    const worstBlocking = new Map<number, number>();
    /** At ×4, the worst median of each figure with a target, over the pages. */
    const worstAt4 = { inp: 0, menuOnScreen: 0, pendingOnScreen: 0 };
    for (const path of pages) {
      for (const rate of new Set([4, phoneRate])) {
        const figures: Record<Mode, Touch[]> = { start: [], menu: [], chat: [] };
        for (let run = 0; run < RUNS; run++) {
          for (const mode of ["start", "menu", "chat"] as const) {
            const page = await newPage();
            const touch = await touchOnce(page, app.origin + path, rate, mode);
            if (touch) figures[mode].push(touch);
            await page.context().close();
          }
        }
        const of = (mode: Mode, pick: (touch: Touch) => number | null) => {
          const values = figures[mode].map(pick).filter((value): value is number => value !== null);
          return values.length === 0 ? null : median(values);
        };
        const show = (value: number | null) => (value === null ? "—" : ms(value));
        const startBlocking = of("start", (touch) => touch.blockingMs) ?? 0;
        worstBlocking.set(rate, Math.max(worstBlocking.get(rate) ?? 0, startBlocking));
        const menuInp = of("menu", (touch) => touch.inpMs);
        const menuOnScreen = of("menu", (touch) => touch.readyMs);
        const chatInp = of("chat", (touch) => touch.inpMs);
        const pending = of("chat", (touch) => touch.pendingMs);
        if (rate === 4) {
          worstAt4.inp = Math.max(worstAt4.inp, menuInp ?? 0, chatInp ?? 0);
          worstAt4.menuOnScreen = Math.max(worstAt4.menuOnScreen, menuOnScreen ?? 0);
          worstAt4.pendingOnScreen = Math.max(worstAt4.pendingOnScreen, pending ?? 0);
        }
        rows.push(
          [
            path,
            `×${rate}`,
            show(of("start", (touch) => touch.readyMs)),
            ms(startBlocking),
            show(menuInp),
            show(menuOnScreen),
            show(of("menu", (touch) => touch.blockingMs)),
            show(chatInp),
            show(pending),
            show(of("chat", (touch) => touch.readyMs)),
          ].join(" | "),
        );
        console.log(`| ${rows.at(-1)} |`);
      }
    }
    console.log(
      `\nПервое касание гостя, прогонов на страницу: ${RUNS}, медианы; индекс CPU по Lighthouse (benchmarkIndex): ${index}, «телефон» — ×${phoneRate}`,
    );
    console.log(
      "| страница | CPU | запуск: страница живая | блокировка | меню: INP | на экране | блокировка | «Написать в чат»: INP | ожидание видно | форма на экране |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(`| ${row} |`);
    const verdict = (value: number, target: number) => (value <= target ? "✓" : "✗");
    for (const [rate, blocking] of worstBlocking) {
      console.log(
        `Запуск и гидратация при ×${rate}: блокировка до ${ms(blocking)} (цель ≤ ${TARGET_BLOCKING_MS} мс) ${verdict(blocking, TARGET_BLOCKING_MS)}`,
      );
    }
    console.log(
      `При ×4: INP первого касания до ${ms(worstAt4.inp)} (цель ≤ ${TARGET_INP_MS} мс) ${verdict(worstAt4.inp, TARGET_INP_MS)}; меню на экране до ${ms(worstAt4.menuOnScreen)} (цель ≤ ${TARGET_ON_SCREEN_MS} мс) ${verdict(worstAt4.menuOnScreen, TARGET_ON_SCREEN_MS)}; ожидание на кнопке «Написать в чат» до ${ms(worstAt4.pendingOnScreen)} (цель ≤ ${TARGET_ON_SCREEN_MS} мс) ${verdict(worstAt4.pendingOnScreen, TARGET_ON_SCREEN_MS)}`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
