import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's chromium-headless-shell when it is installed (CI installs it), otherwise Debian's
 * chromium. The shell is the same Chromium build without the desktop browser around it, the
 * binary Playwright itself uses for headless runs: the suite took 6.0 min with it against 9.3
 * with the full browser on the same two cores, where the browser is most of the CPU
 * (docs/decisions/035-e2e-browser.md).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * End-to-end specs drive the system Chromium (no browser download) against the real built app,
 * started by e2e/global-setup.ts on a free port with a fresh data directory.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  // Two on two cores: a third was tried and timed out a spec (30 s) in a clean-clone CI run.
  workers: 2,
  // One retry in CI: a red CI lands nothing, and a rare timing flake (a guest chat's live reply
  // once missed in 10 s, 26 Nov) should not throw away a stop's work. The list reporter marks a
  // retried pass «flaky», so flakes stay visible; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    // The app honours the system's «reduce motion» (web/app/theme.ts): dialogs open and close at
    // once, so a check never reads one halfway through its fade.
    contextOptions: { reducedMotion: "reduce" },
    // An action that cannot happen (a button covered or never enabled) fails by itself and names
    // itself, instead of waiting out the test and leaving the report to name a cleanup step.
    actionTimeout: 20_000,
    // Recording a trace for every test costs CI minutes (the suite is CPU-bound on two cores) and
    // nobody opens CI's traces: failures are read from the log there, traced locally.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
