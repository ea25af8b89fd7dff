import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import type { AuthResponse } from "../../domain/users/user-schemas.ts";
import type { ClientType } from "../../domain/users/users.ts";
import { phoneTokenFor, uniqueMobile } from "./sms.ts";

/**
 * Resolves once the app has started on the page: the public pages arrive rendered by the server,
 * start the app at a guest's first touch, key or mouse move (web/start-app.js) and answer
 * a click as the app only once hydrated; the shell's head tags (`data-shell`) go exactly then
 * (web/main.tsx), and a page that is not the app's (an API answer) has none. The mouse moves first,
 * as a visitor's does; a test clicking at once would have its click held until the app is live
 * (e2e/app-starts-when-needed.spec.ts walks that path).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => document.head?.querySelector("[data-shell]") === null);
}

/**
 * A spinner still shown: the loading state of a list or tab (web/ui/loading-state.tsx, plain
 * elements) or a Mantine Loader (a button's, a dialog's).
 */
export const STILL_LOADING = ":is([data-loading-state], .mantine-Loader-root)";

/** Off for the test under way when it keeps scripts from running (set by the `appWait` fixture). */
let appWaitOn = true;
const waitingPages = new WeakSet<Page>();

/** `page.goto` and `page.reload` of this page resolve once the app has started (waitForApp). */
function waitingForApp(page: Page): Page {
  if (waitingPages.has(page)) return page;
  waitingPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (appWaitOn) await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (appWaitOn) await waitForApp(page);
    return response;
  };
  return page;
}

/**
 * `baseURL` comes from the app that global-setup started on a free port. On every page of every
 * context (the test's own and those a spec opens with `browser.newContext`), `goto` and `reload`
 * wait for the app to start (waitForApp), unless the context has scripts off or the spec keeps
 * them from arriving (`test.use({ waitForApp: false })`).
 */
export const test = base.extend<{ waitForApp: boolean; appWait: undefined }>({
  // A spec that keeps the scripts from arriving reads the page without them: it sets this false.
  waitForApp: [true, { option: true }],
  appWait: [
    async ({ waitForApp: wait, javaScriptEnabled }, use) => {
      appWaitOn = wait && javaScriptEnabled !== false;
      await use(undefined);
      appWaitOn = true;
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: global-setup did not run");
    await use(url);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) return context;
        const newPage = context.newPage.bind(context);
        context.newPage = async () => waitingForApp(await newPage());
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});
export { expect };

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString("hex")}@e2e.test`;

/** Creates a client through the API (fixtures never click through registration). */
export async function createClient(
  page: Page,
  clientType: ClientType = "individual",
  fullName = "Клиент Тестовый",
) {
  const email = uniqueEmail(clientType);
  const password = "client-password";
  // Registration needs a number confirmed by SMS (issue 45): the fake gateway's code is read back.
  const phone = uniqueMobile();
  const phone_token = await phoneTokenFor(page.request, phone);
  const response = await page.request.post("/api/auth/register", {
    data: {
      email,
      password,
      full_name: fullName,
      client_type: clientType,
      agree_to_terms: true,
      phone,
      phone_token,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as AuthResponse;
  return { email, password, fullName, phone, token: body.access_token, user: body.user };
}

/**
 * Signs the page in by putting the token where the SPA keeps it (spec 1 §4). Storage belongs to
 * the origin, so any small answer of the app will do: loading the whole home page here would
 * only be thrown away by the spec's next navigation.
 */
export async function signInWithToken(page: Page, token: string, email: string) {
  await page.goto("/api/health");
  await page.evaluate(
    ({ t, e }) => {
      localStorage.setItem("token", t);
      localStorage.setItem("userEmail", e);
    },
    { t: token, e: email },
  );
}

/** Reads an API answer the way the SPA does, so a spec can compare the screen with the data. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Where the SPA keeps the session (spec 1 §4): the stored token, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("token"));
}
