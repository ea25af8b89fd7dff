import { INTAKE_TEXTS as T } from "../domain/intake/intake.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  createOwnService,
  expectAccessible,
  openCabinetTab,
  removeOwnService,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 44: in the intake builder a new question's key is made from its label (transliterated:
 * «Дата рождения» → data_rozhdeniya), never repeating another's; a key typed by hand stays; and a
 * key the form refuses is named beside its own field, which is scrolled into view and focused.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[executor] keys come from the labels, and a bad key is shown where it is (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const title = `Оспаривание штрафа ${tag}`;
      const lawyer = await signInExecutor(page);
      const service = await createOwnService(page, lawyer, {
        title,
        description: "Обжалуем штраф ГИБДД в суде.",
        tooltip: "Штраф ГИБДД",
        base_price: 3000,
      });

      try {
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.services);
        const row = page.locator(`[data-testid=executor-service][data-service-id="${service.id}"]`);
        await row.getByRole("button", { name: T.openOf(title) }).click();
        const dialog = page.getByRole("dialog", { name: T.builderTitle(title) });
        const editors = dialog.getByTestId("intake-field-editor");
        const label = (index: number) => editors.nth(index).getByRole("textbox", { name: T.label });
        const key = (index: number) => editors.nth(index).getByRole("textbox", { name: T.key });

        // The first question's key is typed by hand, and badly.
        await dialog.getByRole("button", { name: T.addField }).click();
        await label(0).fill("Номер постановления");
        await expect(key(0)).toHaveValue("nomer_postanovleniya");
        await key(0).fill("номер");
        await label(0).fill("Номер постановления ГИБДД");
        await expect(key(0)).toHaveValue("номер");

        const labels = ["Дата рождения", "Дата рождения", "Сумма штрафа, ₽", "Адрес", "Щебёнка"];
        const keys = [
          "data_rozhdeniya",
          "data_rozhdeniya_2",
          "summa_shtrafa",
          "adres",
          "shchebyonka",
        ];
        for (const [index, text] of labels.entries()) {
          await dialog.getByRole("button", { name: T.addField }).click();
          await label(index + 1).fill(text);
          await expect(key(index + 1)).toHaveValue(keys[index] ?? "");
        }

        // Saved from the bottom: the refused key is named beside its field, in view and focused.
        await dialog.getByRole("button", { name: T.save }).click();
        await expect(key(0)).toHaveAttribute("aria-invalid", "true");
        await expect(editors.nth(0).getByText(T.keyInvalid)).toBeVisible();
        await expect(key(0)).toBeInViewport();
        await expect(key(0)).toBeFocused();
        await expect(key(1)).not.toHaveAttribute("aria-invalid", "true");
        await expectAccessible(page, "[role=dialog]");

        // Mended, it saves, with the keys made from the labels.
        await key(0).fill("nomer_postanovleniya");
        await expect(editors.nth(0).getByText(T.keyInvalid)).toHaveCount(0);
        await dialog.getByRole("button", { name: T.save }).click();
        await expect(dialog).toBeHidden();
        const form = await page.request.get(`/api/services/${service.id}/intake`);
        expect(
          ((await form.json()) as { fields: { key: string }[] }).fields.map((f) => f.key),
        ).toEqual(["nomer_postanovleniya", ...keys]);

        // A saved question's key stays when its label changes: templates may name it.
        await row.getByRole("button", { name: T.openOf(title) }).click();
        await label(1).fill("Дата рождения водителя");
        await expect(key(1)).toHaveValue("data_rozhdeniya");
      } finally {
        await removeOwnService(page, lawyer, service);
      }
    });
  });
}
