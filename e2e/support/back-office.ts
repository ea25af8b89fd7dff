import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { ExecutorService } from "../../domain/catalogue/service-editor-schemas.ts";
import { EXECUTOR_TEXTS } from "../../web/features/executor/executor-texts.ts";
import { E2E_ADMIN } from "./accounts.ts";
import { executorToken, proveItIsMe } from "./chat.ts";
import { expect, signInWithToken } from "./fixtures.ts";
import { withSpecLock } from "./spec-lock.ts";

/** The two screens every back-office story is walked on: a desktop and a 390 px phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** Signs the page in as the demo executor and opens the cabinet; returns the token. */
export async function signInExecutor(page: Page): Promise<string> {
  const token = await executorToken(page);
  await signInWithToken(page, token, "executor@demo.ru");
  return token;
}

/**
 * The operator (admin) account of the e2e app, which may do all an executor can, signed in for
 * `run` alone: executor-changes-own-account.spec.ts changes its password and e-mail (and puts
 * them back), which signs its other sessions out, so every spec that uses it holds this lock.
 */
export async function withOperator<T>(
  page: Page,
  run: (token: string) => Promise<T>,
  /** false: a session that has only signed in (the specs of the password dialog itself). */
  { proven = true }: { proven?: boolean } = {},
): Promise<T> {
  return withSpecLock("operator-account", async () => {
    const response = await page.request.post("/api/auth/login", {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, login_type: "executor" },
    });
    expect(
      response.ok(),
      `the operator's login answered ${response.status()}: ${await response.text()}`,
    ).toBe(true);
    const token = ((await response.json()) as { access_token: string }).access_token;
    if (proven) await proveItIsMe(page, token, E2E_ADMIN.password);
    return run(token);
  });
}

/**
 * Signs `account` (an operator made by the app's ADMIN_EMAIL/ADMIN_PASSWORD) in on a spec's own
 * app, at `origin` (the shared fixtures know the suite's app only), with the fresh proof the
 * cabinet's power and money need; the page keeps the session as the SPA does. Returns the token.
 */
export async function signInOperatorOn(
  page: Page,
  origin: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: account.email, password: account.password, login_type: "executor" },
  });
  expect(response.ok()).toBe(true);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await proveItIsMe(page, token, account.password, origin);
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ({ t, e }) => {
      localStorage.setItem("token", t);
      localStorage.setItem("userEmail", e);
    },
    { t: token, e: account.email },
  );
  return token;
}

/** Authorization header for API checks and set-up made by a spec. */
export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

const cabinetNav = (page: Page) => page.getByRole("navigation", { name: EXECUTOR_TEXTS.menuLabel });

/**
 * Opens a cabinet tab that shows its label as its heading (every tab but «Обзор» and «Чаты»),
 * and waits for that heading.
 */
export async function openCabinetTab(page: Page, label: string): Promise<void> {
  await clickCabinetTab(page, label);
  await expect(page.getByRole("heading", { level: 2, name: label }).first()).toBeVisible();
}

/**
 * Moves to a cabinet tab the way a person would on this screen: the side menu on a desktop; on a
 * phone the tab bar, or its «Ещё» menu for the tabs the bar has no room for.
 */
export async function clickCabinetTab(page: Page, label: string): Promise<void> {
  const nav = cabinetNav(page);
  // The cabinet may still be loading: counting links before the menu is there picks the wrong way.
  await expect(nav).toBeVisible();
  const direct = nav.getByRole("link", { name: new RegExp(`^${label}`) });
  if (!isPhone(page) || (await direct.count()) > 0) {
    await direct.first().click();
  } else {
    await nav.getByRole("button", { name: new RegExp(`^${EXECUTOR_TEXTS.more}`) }).click();
    await page.getByRole("menuitem", { name: new RegExp(`^${label}`) }).click();
  }
}

/** The WCAG 2.1 A and AA rules axe knows. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Best-practice rules on the page's structure: landmarks, headings, the skip link, named dialogs.
 * axe rates most of them «moderate», so any violation of these fails too, not only a serious one:
 * they are the defects a screen-reader user meets first (docs/decisions/019-accessibility.md).
 */
export const STRUCTURE_RULES = [
  "region",
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-main-is-top-level",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-unique",
  "page-has-heading-one",
  "heading-order",
  "empty-heading",
  "skip-link",
  "aria-dialog-name",
] as const;

/**
 * The open dialog: a dialog is checked on its own, the page behind it has its own check. Mantine's
 * carry the role; the phone menu is a native <dialog> (web/app/mobile-menu.tsx).
 */
export const OPEN_DIALOG = '[role="dialog"], dialog[open]';

/**
 * WCAG 2.2's target size (2.5.8: 24 × 24 CSS px, or spaced so that 24 px circles around targets do
 * not overlap), held on the public pages (issue 43 §6, Lighthouse's `target-size`); axe tags it
 * `wcag22aa`, outside WCAG_TAGS, so a check asks for it by name.
 */
export const TARGET_SIZE = ["target-size"] as const;

/**
 * axe-core on the page (or one part of it, such as OPEN_DIALOG): the WCAG 2.1 A/AA rules and the
 * structure rules above; no critical or serious violation, and no violation of a structure rule
 * or of `alsoRules`.
 */
export async function expectAccessible(
  page: Page,
  scope?: string,
  /** Rules checked besides WCAG 2.1 and the structure rules, failing at any rating. */
  alsoRules: readonly string[] = [],
): Promise<void> {
  // Legacy mode runs axe once in the page (frames through axe's own messaging) instead of
  // gathering partial results and opening a blank page to merge them: the same rules and
  // results, in a third of the time (0.7 s instead of 2.8 s per page here), which matters for a
  // suite that runs axe about a hundred times.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    runOnly: { type: "tag", values: WCAG_TAGS },
    rules: Object.fromEntries(
      [...STRUCTURE_RULES, ...alsoRules].map((rule) => [rule, { enabled: true }]),
    ),
    // Only the violations are read: axe then skips describing every passing node.
    resultTypes: ["violations"],
  });
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  const structure: readonly string[] = [...STRUCTURE_RULES, ...alsoRules];
  const failing = violations
    .filter(
      (violation) =>
        violation.impact === "critical" ||
        violation.impact === "serious" ||
        structure.includes(violation.id),
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join("; ")}`,
    );
  expect(failing, "axe: critical, serious and structure violations").toEqual([]);
}

/**
 * The element a person taps is the one on top at its centre: nothing floats over it. Retried
 * like any web assertion: a dialog that has just been closed may take a frame to leave, and a
 * person waits for that too; what stays on top fails.
 */
export async function expectUncovered(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!top || element.contains(top) || top.contains(element)) return null;
          return `${top.tagName.toLowerCase()}${top.className ? `.${String(top.className).split(" ").join(".")}` : ""}`;
        }),
      { message: "an element covers this control" },
    )
    .toBeNull();
}

/**
 * Saving the catalogue's order names every service, so a spec that adds, deletes or reorders
 * services holds this for that stretch: no other worker's service appears in between.
 */
export const withCatalogueLock = <T>(run: () => Promise<T>) => withSpecLock("catalogue", run);

/**
 * A litigation service of this test alone (other specs start chats for the demo services and
 * expect them without forms), made as `token` under the catalogue lock; removeOwnService takes it
 * away again.
 */
export async function createOwnService(
  page: Page,
  token: string,
  fields: { title: string; description: string; tooltip: string; base_price: number },
): Promise<ExecutorService> {
  return withCatalogueLock(async () => {
    const response = await page.request.post("/api/services", {
      headers: authHeader(token),
      data: { ...fields, category: "litigation", price_from: false },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as ExecutorService;
  });
}

export const removeOwnService = (page: Page, token: string, service: { id: number }) =>
  withCatalogueLock(() =>
    page.request.delete(`/api/services/${service.id}`, { headers: authHeader(token) }),
  );
