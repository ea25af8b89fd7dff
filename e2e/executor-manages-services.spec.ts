import type { Locator, Page } from "@playwright/test";
import {
  CATALOGUE_ORDER_TEXTS as ORDER,
  SERVICE_EDITOR_TEXTS as T,
} from "../domain/catalogue/service-editor.ts";
import type { ExecutorService } from "../domain/catalogue/service-editor-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { SERVICE_CATEGORY_LABELS } from "../domain/catalogue/services.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
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
import { getAs, uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

const rowOf = (page: Page, title: string) =>
  page.getByTestId("executor-service").filter({ hasText: title });

const cardIds = (page: Page) =>
  page
    .getByTestId("service-grid")
    .getByTestId("service-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-service-id"))));

async function openServicesTab(page: Page) {
  await page.goto("/executor-dashboard");
  // The menu renders after the account is read; the tab helper looks at it once.
  await expect(
    page.getByRole("navigation", { name: EXECUTOR_TEXTS.menuLabel }).getByRole("link").first(),
  ).toBeVisible();
  await openCabinetTab(page, EXECUTOR_TEXTS.tabs.services);
  await expect(page.getByTestId("executor-service").first()).toBeVisible();
}

/** Confirms the open question with «Подтвердить». */
async function confirm(page: Page, question: string) {
  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
  await expect(dialog).toBeHidden();
}

async function click(locator: Locator) {
  await expectUncovered(locator);
  await locator.click();
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });
    // One story from creation to deletion, with the public site and axe checked on the way: on a
    // busy machine it takes well over the default 30 s.
    test.setTimeout(180_000);

    test(`[executor] creates and edits a service, puts it in its place, recommends two, hides and deletes it (${screen})`, async ({
      page,
    }) => {
      const token = await signInExecutor(page);
      const cabinetList = () => getAs<ExecutorService[]>(page, token, "/api/executor/services");
      const title = `Раздел имущества супругов ${uniqueTag()}`;
      let created: ExecutorService | undefined;
      // Saving the order names every service: no other worker may add or remove one meanwhile.
      await withCatalogueLock(async () => {
        try {
          await openServicesTab(page);
          await expectAccessible(page, "[data-testid=services-tab]");

          await test.step("creates the service in the «Добавить услугу» dialog", async () => {
            await click(page.getByRole("button", { name: T.add }));
            const dialog = page.getByRole("dialog", { name: T.createTitle });
            await expect(dialog).toBeVisible();
            await expectAccessible(page, "[role=dialog]");
            // The form refuses what the server would refuse, with the same words.
            await dialog.getByRole("button", { name: T.create }).click();
            await expect(dialog.getByText(T.titleRequired)).toBeVisible();
            await dialog.getByLabel(T.titleLabel).fill(title);
            await dialog
              .getByLabel(T.descriptionLabel)
              .fill("Поможем договориться о разделе или подготовим иск.");
            await dialog.getByLabel(T.tooltipLabel).fill("Раздел имущества при разводе");
            await dialog.getByLabel(T.priceLabel).fill("2550");
            await dialog
              .getByLabel(T.categoryLabel)
              .selectOption({ label: SERVICE_CATEGORY_LABELS.family });
            await dialog.getByLabel(T.priceFromLabel).check();
            await dialog.getByRole("button", { name: T.create }).click();
            await expect(dialog.getByText(T.priceStep)).toBeVisible();
            await dialog.getByLabel(T.priceLabel).fill("2500");
            await click(dialog.getByRole("button", { name: T.create }));
            await expect(dialog).toBeHidden();
            await expect(page.getByText(T.created)).toBeVisible();

            const row = rowOf(page, title);
            await expect(row).toBeVisible();
            await expect(row.getByTestId("executor-service-price")).toHaveText("От 2 500 ₽");
            await expect(row.getByText(SERVICE_CATEGORY_LABELS.family)).toBeVisible();
            await expect(row.getByTestId("executor-service-status")).toHaveText(T.active);
            created = (await cabinetList()).find((service) => service.title === title);
            expect(created).toMatchObject({
              base_price: 2500,
              price_from: true,
              category: "family",
            });
          });
          if (!created) throw new Error("the service was not created");

          await test.step("edits it: the dialog opens filled in, the new price shows", async () => {
            await click(rowOf(page, title).getByRole("button", { name: T.editOf(title) }));
            const dialog = page.getByRole("dialog", { name: T.editTitle });
            await expect(dialog.getByLabel(T.titleLabel)).toHaveValue(title);
            await expect(dialog.getByLabel(T.categoryLabel)).toHaveValue("family");
            await dialog.getByLabel(T.priceLabel).fill("3000");
            await dialog.getByLabel(T.priceFromLabel).uncheck();
            await click(dialog.getByRole("button", { name: T.save }));
            await expect(dialog).toBeHidden();
            await expect(page.getByText(T.updated)).toBeVisible();
            await expect(rowOf(page, title).getByTestId("executor-service-price")).toHaveText(
              "3 000 ₽",
            );
          });
          const id = created.id;

          await test.step("moves it up one place and saves the order; the site shows the same order", async () => {
            const rows = page.getByTestId("executor-service");
            const before = await rows.evaluateAll((all) =>
              all.map((row) => Number(row.getAttribute("data-service-id"))),
            );
            expect(before.at(-1)).toBe(id); // a new service goes last
            const row = rowOf(page, title);
            await expect(row.getByRole("button", { name: T.moveDown(title) })).toBeDisabled();
            await expect(rows.first().getByRole("button", { name: /^Поднять/ })).toBeDisabled();
            await click(row.getByRole("button", { name: T.moveUp(title) }));
            const notice = page.getByTestId("order-notice");
            await expect(notice).toContainText(ORDER.changed);
            await expectAccessible(page, "[data-testid=services-tab]");
            const expected = [...before.slice(0, -2), id, before.at(-2) as number];
            await expect
              .poll(() =>
                rows.evaluateAll((all) =>
                  all.map((r) => Number(r.getAttribute("data-service-id"))),
                ),
              )
              .toEqual(expected);
            // Nothing is saved until «Сохранить порядок».
            expect((await cabinetList()).map((service) => service.id)).toEqual(before);
            await click(notice.getByRole("button", { name: ORDER.save }));
            await expect(page.getByText(T.orderSaved)).toBeVisible();
            await expect(notice).toBeHidden();

            const saved = await cabinetList();
            expect(saved.map((service) => service.id)).toEqual(expected);
            const site = await getJson<Service[]>(page, "/api/services");
            expect(site.map((service) => service.id)).toEqual(
              saved.filter((service) => service.is_active).map((service) => service.id),
            );
            await page.goto("/services");
            await expect(
              page.getByTestId("service-grid").getByTestId("service-card").first(),
            ).toBeVisible();
            await expect.poll(() => cardIds(page)).toEqual(site.map((service) => service.id));
          });

          const [firstPick, secondPick] = (await cabinetList()).filter(
            (service) => service.is_active && service.id !== id,
          );
          if (!firstPick || !secondPick) throw new Error("the demo catalogue is too small");

          await test.step("recommends two services; the public detail modal lists them", async () => {
            await openServicesTab(page);
            await click(
              rowOf(page, title).getByRole("button", { name: T.recommendationsOf(title) }),
            );
            const dialog = page.getByRole("dialog", { name: T.recommendationsTitle(title) });
            await expect(dialog).toBeVisible();
            await expect(dialog.getByText(T.recommendationsNoneYet)).toBeVisible();
            await expectAccessible(page, "[role=dialog]");
            // The picker offers neither the service itself; nothing chosen is the spec's alert.
            await expect(
              dialog.getByRole("checkbox", { name: new RegExp(`^${title}`) }),
            ).toHaveCount(0);
            await dialog.getByRole("button", { name: T.recommendationsAdd }).click();
            await expect(dialog.getByRole("alert")).toHaveText(T.recommendationsNone);
            await dialog
              .getByRole("checkbox", { name: new RegExp(`^${firstPick.title} —`) })
              .check();
            await dialog
              .getByRole("checkbox", { name: new RegExp(`^${secondPick.title} —`) })
              .check();
            await click(dialog.getByRole("button", { name: T.recommendationsAdd }));
            await expect(page.getByText(T.recommendationsAdded)).toBeVisible();
            const current = dialog.getByTestId("current-recommendation");
            await expect(current).toHaveCount(2);
            await expect(current).toContainText([firstPick.title, secondPick.title]);
            // Already recommended ones leave the picker.
            await expect(
              dialog.getByRole("checkbox", { name: new RegExp(`^${firstPick.title} —`) }),
            ).toHaveCount(0);
            await page.keyboard.press("Escape");
            await expect(dialog).toBeHidden();

            await page.goto("/services");
            const card = page.locator(`[data-testid="service-card"][data-service-id="${id}"]`);
            await click(card.getByRole("button", { name: title, exact: true }));
            const modal = page.getByRole("dialog", { name: title, exact: true });
            await expect(modal).toBeVisible();
            const items = modal
              .getByTestId("service-recommendations")
              .getByTestId("recommendation");
            await expect(items).toHaveCount(2);
            await expect(items).toContainText([firstPick.title, secondPick.title]);
            await page.keyboard.press("Escape");
          });

          await test.step("deactivates it after confirming: it leaves /services", async () => {
            await openServicesTab(page);
            await click(rowOf(page, title).getByRole("button", { name: T.deactivateOf(title) }));
            await confirm(page, T.deactivateConfirmTitle);
            await expect(page.getByText(T.deactivated)).toBeVisible();
            await expect(rowOf(page, title).getByTestId("executor-service-status")).toHaveText(
              T.inactive,
            );
            await page.goto("/services");
            await expect(
              page.getByTestId("service-grid").getByTestId("service-card").first(),
            ).toBeVisible();
            await expect(
              page.locator(`[data-testid="service-card"][data-service-id="${id}"]`),
            ).toHaveCount(0);
          });

          await test.step("deletes it after confirming: gone from the cabinet and the API", async () => {
            await openServicesTab(page);
            await click(rowOf(page, title).getByRole("button", { name: T.deleteOf(title) }));
            await confirm(page, T.deleteConfirmTitle);
            await expect(page.getByText(T.deleted)).toBeVisible();
            await expect(rowOf(page, title)).toHaveCount(0);
            expect((await cabinetList()).map((service) => service.id)).not.toContain(id);
            expect((await page.request.get(`/api/services/${id}`)).status()).toBe(404);
            created = undefined;
          });
        } finally {
          // A failed run must not leave its service on the shared app.
          if (created) {
            await page.request.delete(`/api/services/${created.id}`, {
              headers: authHeader(token),
            });
          }
        }
      });
    });
  });
}
