import type { Locator, Page } from "@playwright/test";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { expectAccessible, signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Link-style buttons («Вход», the header menu, «Личный кабинет», the hero's buttons, the cabinet's
 * tabs) showed their label on the button's top edge while a real <button> («Выход») centred it.
 * Checked by geometry, not by a screenshot: the label's box is in the middle of its button's
 * height within a pixel, whatever font the machine has.
 */
function offCentreLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>(".mantine-Button-root"))
      .filter((button) => button.getClientRects().length > 0)
      .flatMap((button) => {
        const label = button.querySelector<HTMLElement>(".mantine-Button-label");
        if (!label) return [];
        const outer = button.getBoundingClientRect();
        const inner = label.getBoundingClientRect();
        const offset = inner.top + inner.height / 2 - (outer.top + outer.height / 2);
        return Math.abs(offset) > 1
          ? [`«${label.textContent?.trim()}» (${button.tagName}): ${offset.toFixed(1)} px`]
          : [];
      }),
  );
}

async function expectCentred(page: Page, scope: Locator, what: string) {
  await expect(scope.locator(".mantine-Button-label").first()).toBeVisible();
  expect(await offCentreLabels(scope), what).toEqual([]);
  await expectAccessible(page);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] the header's and the hero's buttons carry their labels in the middle (${screen})`, async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (screen === "phone") {
        await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
        await expectCentred(page, page.getByRole("dialog"), "the mobile menu");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      } else {
        await expectCentred(page, page.getByRole("banner"), "the header");
      }
      await expectCentred(page, page.locator("main"), "the home page");
    });

    test(`[client] «Личный кабинет» and «Выход» sit alike (${screen})`, async ({ page }) => {
      const client = await createClient(page);
      await signInWithToken(page, client.token, client.email);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (screen === "phone") {
        await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
        const menu = page.getByRole("dialog");
        await expect(menu.getByRole("link", { name: "Личный кабинет" })).toBeVisible();
        await expectCentred(page, menu, "the mobile menu");
      } else {
        await expect(
          page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
        ).toBeVisible();
        await expectCentred(page, page.getByRole("banner"), "the header");
      }
    });

    test(`[executor] the cabinet's tabs carry their labels in the middle (${screen})`, async ({
      page,
    }) => {
      await signInExecutor(page);
      await page.goto("/executor-dashboard");
      const nav = page.getByRole("navigation", { name: EXECUTOR_TEXTS.menuLabel });
      await expect(nav).toBeVisible();
      await expectCentred(page, page.locator("main"), "the cabinet");
    });
  });
}
