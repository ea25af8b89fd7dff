import { AUDIT_ACTION_LABELS, AUDIT_TEXTS } from "../domain/audit/audit.ts";
import { EXECUTOR_TEXTS as T } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
  withCatalogueLock,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("[executor] finds who created and changed a service in «Журнал изменений»", async ({
      page,
    }) => {
      const token = await signInExecutor(page);
      // A service of its own comes and goes: not while another worker saves the full order.
      await withCatalogueLock(async () => {
        const title = `Аудит e2e ${uniqueTag()}`;
        const created = await page.request.post("/api/services", {
          headers: authHeader(token),
          data: {
            title,
            description: "Услуга для проверки журнала изменений.",
            tooltip: "Проверка журнала",
            base_price: 1500,
            category: "services",
          },
        });
        expect(created.status()).toBe(201);
        const { id } = (await created.json()) as { id: number };
        try {
          const edited = await page.request.put(`/api/services/${id}`, {
            headers: authHeader(token),
            data: { is_active: false },
          });
          expect(edited.ok()).toBe(true);

          await page.goto("/executor-dashboard");
          await openCabinetTab(page, T.tabs.auditLog);
          await page.getByLabel(AUDIT_TEXTS.search).fill(title);

          const entries = page.getByTestId("audit-entry");
          await expect(entries).toHaveCount(2);
          await expect(page.getByText(AUDIT_TEXTS.total(2))).toBeVisible();
          // Newest first: the switch-off, then the creation, each by the demo executor.
          await expect(entries.nth(0)).toContainText(AUDIT_ACTION_LABELS.deactivate);
          await expect(entries.nth(1)).toContainText(AUDIT_ACTION_LABELS.create);
          await expect(entries.nth(0)).toContainText("executor@demo.ru");

          await entries.nth(0).getByRole("button", { name: AUDIT_TEXTS.showChanges }).click();
          const changes = entries.nth(0).getByRole("table");
          const activeRow = changes.getByRole("row", { name: /is_active/ });
          await expect(activeRow).toContainText("да");
          await expect(activeRow).toContainText("нет");
          await expectAccessible(page);
        } finally {
          await page.request.delete(`/api/services/${id}`, { headers: authHeader(token) });
        }
      });
    });
  });
}
