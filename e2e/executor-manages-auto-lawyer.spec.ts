import type { Page } from "@playwright/test";
import {
  AUTO_LAWYER_PRICE_LABELS,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "../domain/catalogue/auto-lawyer-admin.ts";
import type { ExecutorAutoLawyerService } from "../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { CATALOGUE_ORDER_TEXTS as ORDER } from "../domain/catalogue/service-editor.ts";
import type { AutoLawyerService } from "../domain/catalogue/service-schemas.ts";
import { autoLawyerPriceText, PRICE_TEXTS } from "../domain/catalogue/services.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { FLOATING_HELPER_TEXTS as HELPERS } from "../web/app/floating-helper-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
  withCatalogueLock,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

const API = "/api/executor/auto-lawyer/services";

const executorList = async (page: Page, token: string) => {
  const response = await page.request.get(API, { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ExecutorAutoLawyerService[];
};

/** Removes what the story made, whatever step it stopped at. */
async function removeByTitle(page: Page, token: string, title: string) {
  for (const service of (await executorList(page, token)).filter((s) => s.title === title)) {
    await page.request.delete(`${API}/${service.id}`, { headers: authHeader(token) });
  }
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${viewportName}`, () => {
    test.use({ viewport });

    test(`[executor] adds an auto-lawyer service with a hidden price, sees it on the site, moves it and deletes it (${viewportName})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      // Titles made by specs carry «e2e», so the guest specs can tell them from the demo ones.
      const title = `Автоюрист e2e ${uniqueTag()}`;
      const token = await signInExecutor(page);
      const fullText = autoLawyerPriceText(25000, false, true);

      // The auto-lawyer order names every auto service: no other worker may add one meanwhile.
      await withCatalogueLock(async () => {
        try {
          await page.goto("/executor-dashboard");
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.autoLawyer);
          const rows = page.getByTestId("auto-lawyer-admin-row");
          await expect(rows.first()).toBeVisible();
          await expectAccessible(page);

          await test.step("fills the form: the preview reads like the public card", async () => {
            await page.getByRole("button", { name: T.add }).click();
            const dialog = page.getByRole("dialog", { name: T.createTitle });
            await expect(dialog).toBeVisible();
            await dialog.getByLabel(T.titleLabel, { exact: false }).first().fill(title);
            await dialog.getByLabel(T.descriptionLabel).fill("Проверка формы автоюриста");
            const full = dialog.getByRole("group", { name: PRICE_TEXTS.fullServiceLabel });
            await full.getByLabel(AUTO_LAWYER_PRICE_LABELS.price_full_service).fill("25000");
            await full.getByLabel(T.fromLabel).check();
            const remote = dialog.getByRole("group", { name: PRICE_TEXTS.remoteLabel });
            await remote.getByLabel(AUTO_LAWYER_PRICE_LABELS.price_remote).fill("7000");
            await remote.getByLabel(T.hideLabel).check();

            const preview = dialog.getByTestId("auto-lawyer-preview");
            await expect(preview.getByRole("heading", { name: title })).toBeVisible();
            const prices = preview.getByTestId("auto-lawyer-prices");
            await expect(prices).toContainText(fullText);
            await expect(prices).toContainText(PRICE_TEXTS.hidden);
            await expect(prices).not.toContainText("7 000");
            await expectAccessible(page, '[role="dialog"]');

            const create = dialog.getByRole("button", { name: T.create });
            await expectUncovered(create);
            await create.click();
            await expect(dialog).toBeHidden();
            await expect(page.getByText(T.created)).toBeVisible();
          });

          const row = rows.filter({ hasText: title });
          await test.step("the cabinet lists it last, with the real prices and «Скрыто»", async () => {
            await expect(row).toHaveCount(1);
            await expect(rows.last()).toContainText(title);
            await expect(row).toContainText(fullText);
            await expect(row).toContainText(autoLawyerPriceText(7000, false, false));
            await expect(row.getByTestId("hidden-price-badge")).toHaveText(T.hiddenBadge);
          });

          await test.step("a visitor sees it on /auto-lawyer and in the widget, the price «Скрыто»", async () => {
            const context = await browser.newContext({ baseURL, viewport });
            const guest = await context.newPage();
            const published = (
              await getJson<AutoLawyerService[]>(guest, "/api/auto-lawyer/services")
            ).find((s) => s.title === title);
            expect(published).toMatchObject({ price_remote: null, hide_remote_price: true });

            await guest.goto("/auto-lawyer");
            const card = guest
              .getByTestId("auto-lawyer-grid")
              .getByTestId("auto-lawyer-card")
              .filter({ hasText: title });
            await expect(card).toHaveCount(1);
            await expect(card.getByTestId("auto-lawyer-prices")).toContainText(PRICE_TEXTS.hidden);
            await expect(card.getByTestId("auto-lawyer-prices")).toContainText(fullText);

            if (viewportName === "phone") {
              // A phone folds both helpers into one button; its menu opens the whole list.
              await guest.getByRole("button", { name: HELPERS.menu }).click();
              await guest.getByRole("menuitem", { name: HELPERS.autoLawyer }).click();
              const all = guest.getByRole("dialog", { name: "Услуги автоюриста" });
              const inList = all.getByTestId("auto-lawyer-card").filter({ hasText: title });
              await expect(inList.getByTestId("auto-lawyer-prices")).toContainText(
                PRICE_TEXTS.hidden,
              );
            } else {
              // The pill steps aside while a heading is under it (web/app/floating-helpers.tsx);
              // a reader scrolls on until it is back.
              const toggle = guest.getByTestId("auto-lawyer-widget-toggle");
              for (let step = 0; step < 12 && !(await toggle.isVisible()); step += 1) {
                await guest.mouse.wheel(0, 150);
                await guest.waitForTimeout(100);
              }
              await toggle.click();
              const panel = guest.getByTestId("auto-lawyer-widget-panel");
              await panel.getByRole("button", { name: title }).click();
              const detail = guest.getByRole("dialog", { name: title });
              await expect(detail.getByTestId("auto-lawyer-prices")).toContainText(
                PRICE_TEXTS.hidden,
              );
            }
            await context.close();
          });

          await test.step("moves it up one place and saves the order", async () => {
            const before = (await executorList(page, token)).map((s) => s.id);
            const id = before.at(-1);
            expect((await executorList(page, token)).at(-1)?.title).toBe(title);
            await row.getByRole("button", { name: T.moveUp(title) }).click();
            const notice = page.getByTestId("auto-lawyer-order-notice");
            await expect(notice).toContainText(ORDER.changed);
            await expect(rows.nth(-2)).toContainText(title);
            await notice.getByRole("button", { name: ORDER.save }).click();
            await expect(notice).toBeHidden();
            await expect(page.getByText(T.orderSaved)).toBeVisible();

            const after = (await executorList(page, token)).map((s) => s.id);
            const expected = [...before];
            expected.splice(expected.length - 2, 0, expected.pop() as number);
            expect(after).toEqual(expected);
            const publicIds = (
              await getJson<AutoLawyerService[]>(page, "/api/auto-lawyer/services")
            ).map((s) => s.id);
            expect(publicIds.indexOf(id as number)).toBeLessThan(
              publicIds.indexOf(expected.at(-1) as number),
            );
          });

          await test.step("deletes it after a confirmation: gone from the cabinet and the site", async () => {
            await row.getByRole("button", { name: T.remove }).click();
            const confirm = page.getByRole("dialog", { name: T.deleteTitle });
            await expect(confirm).toContainText(T.deleteText(title));
            await expectAccessible(page, '[role="dialog"]');
            await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
            await expect(row).toHaveCount(0);
            await expect(page.getByText(T.deleted)).toBeVisible();
            const published = await getJson<AutoLawyerService[]>(page, "/api/auto-lawyer/services");
            expect(published.map((s) => s.title)).not.toContain(title);
          });
        } finally {
          await removeByTitle(page, token, title);
        }
      });
    });
  });
}
