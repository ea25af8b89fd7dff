import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import type { AuthResponse } from "../../domain/users/user-schemas.ts";
import type { ClientType } from "../../domain/users/users.ts";

/** `baseURL` comes from the app that global-setup started on a free port. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: global-setup did not run");
    await use(url);
  },
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
  const response = await page.request.post("/api/auth/register", {
    data: { email, password, full_name: fullName, client_type: clientType, agree_to_terms: true },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as AuthResponse;
  return { email, password, fullName, token: body.access_token, user: body.user };
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
