import type { Page } from "@playwright/test";
import { formatRoubles } from "../domain/money.ts";
import { TARIFF_EDITOR_TEXTS as T } from "../domain/tariffs/tariff-editor.ts";
import type {
  BusinessTariff,
  BusinessTariffUpdateInput,
} from "../domain/tariffs/tariff-schemas.ts";
import { TARIFF_TEXTS } from "../domain/tariffs/tariffs.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/**
 * Platinum's price: no other spec asserts it (executor-sees-earnings buys Gold, guest-explores-
 * offers reads МикроБизнес), so changing it for a moment cannot upset a spec running beside.
 */
const KEY = "platinum";

const editable = ({
  id: _id,
  sort_order: _order,
  description: _description,
  ...fields
}: BusinessTariff): BusinessTariffUpdateInput => fields;

const platinum = async (page: Page) =>
  (await getJson<BusinessTariff[]>(page, "/api/business-tariffs")).find((t) => t.id === KEY)!;

/** The price as a card shows it: «312 345 ₽». */
const priceText = (price: number) => `${formatRoubles(price)} ₽`;

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${viewportName}`, () => {
    test.use({ viewport });

    test(`[executor] changes a tariff's price and the public tariffs window shows it (${viewportName})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const token = await signInExecutor(page);
      const original = await platinum(page);
      const newPrice = original.price + (viewportName === "phone" ? 23_456 : 12_345);

      try {
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.tariffs);
        const card = page.locator(`[data-testid="tariff-admin-card"][data-tariff-id="${KEY}"]`);
        await expect(card.getByTestId("tariff-admin-price")).toContainText(
          priceText(original.price),
        );
        for (const line of original.description) {
          await expect(card.getByTestId("tariff-admin-description")).toContainText(line);
        }
        await expect(page.getByTestId("tariff-admin-card")).toHaveCount(4);
        await expectAccessible(page);

        const dialog = page.getByRole("dialog", { name: T.editTitle(original.name) });
        await test.step("a refused save shows the server's reason and keeps the input", async () => {
          await card.getByRole("button", { name: `${T.edit}: ${original.name}` }).click();
          await expect(dialog).toBeVisible();
          await expectAccessible(page, '[role="dialog"]');
          await dialog.getByLabel(T.priceLabel).fill(String(newPrice));
          await dialog.getByLabel(T.supportHoursLabel).fill("круглосуточно");
          await dialog.getByRole("button", { name: T.save }).click();
          await expect(dialog.getByTestId("tariff-form-error")).toHaveText(
            T.saveFailed(T.supportHoursInvalid),
          );
          await expect(dialog.getByLabel(T.supportHoursLabel)).toHaveValue("круглосуточно");
          await expect(dialog.getByLabel(T.priceLabel)).toHaveValue(
            formatRoubles(newPrice).replace(/\s/g, " "),
          );
          // The card behind still shows what is stored.
          expect((await platinum(page)).price).toBe(original.price);
          await expect(card.getByTestId("tariff-admin-price")).toContainText(
            priceText(original.price),
          );
        });

        await test.step("a valid save is stored and the card shows it", async () => {
          await dialog.getByLabel(T.supportHoursLabel).fill(original.support_hours);
          await expect(dialog.getByTestId("tariff-preview")).toContainText(priceText(newPrice));
          const save = dialog.getByRole("button", { name: T.save });
          await expectUncovered(save);
          await save.click();
          await expect(dialog).toBeHidden();
          await expect(page.getByText(T.saved(original.name))).toBeVisible();
          await expect(card.getByTestId("tariff-admin-price")).toContainText(priceText(newPrice));
          expect(await platinum(page)).toEqual({ ...original, price: newPrice });
        });

        await test.step("a visitor sees the new price on the home page and in the tariffs window", async () => {
          const context = await browser.newContext({ baseURL, viewport });
          const guest = await context.newPage();
          const publicCard = (scope: Page | ReturnType<Page["getByRole"]>) =>
            scope.locator(`[data-testid="tariff-card"][data-tariff-id="${KEY}"]`);

          await guest.goto("/");
          await expect(publicCard(guest)).toContainText(priceText(newPrice));

          await guest.goto("/services");
          await guest.getByTestId("business-tariffs-button").click();
          const modal = guest.getByRole("dialog", { name: TARIFF_TEXTS.modalTitle });
          await expect(modal).toBeVisible();
          await expect(publicCard(modal)).toContainText(priceText(newPrice));
          await expect(publicCard(modal)).not.toContainText(priceText(original.price));
          await context.close();
        });
      } finally {
        const restored = await page.request.put(`/api/executor/business-tariffs/${KEY}`, {
          headers: authHeader(token),
          data: editable(original),
        });
        expect(restored.ok()).toBe(true);
      }
      expect(await platinum(page)).toEqual(original);
    });
  });
}
