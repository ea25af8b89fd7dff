import type { Page } from "@playwright/test";
import { BILLING_TEXTS } from "../domain/billing/billing.ts";
import { RECEIPT_TEXTS as T, TAX_SYSTEM_LABELS } from "../domain/payments/receipts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  openCabinetTab,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import { expect, signInWithToken, test } from "./support/fixtures.ts";

/** Receipts on, no tax system, VAT «без НДС»: the state the other specs' payments expect. */
async function restoreReceipts(page: Page, token: string) {
  const response = await page.request.put("/api/executor/receipt-settings", {
    headers: authHeader(token),
    data: { enabled: true, tax_system_code: null, vat_code: 1 },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Issue 31 §5: the administrator sets «Чеки (54-ФЗ)» in «Настройки сайта» — an advocates'
 * formation switches receipts off; the tax system is kept for when they are on again.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[admin] switches receipts off, chooses the tax system, sets the bank for invoices (${screen})`, async ({
      page,
    }) => {
      // Two forms, two accessibility checks and a reload on a busy CI machine (a wait for the
      // operator's lock is not counted: withSpecLock gives it back).
      test.setTimeout(90_000);
      await withOperator(page, async (token) => {
        try {
          // Receipts on to begin with, whatever an attempt cut short by its timeout left.
          await restoreReceipts(page, token);
          await signInWithToken(page, token, E2E_ADMIN.email);
          await page.goto("/executor-dashboard");
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.siteSettings);
          const section = page.getByRole("region", { name: T.title });
          const enabled = section.getByRole("switch", { name: T.enabled });
          await expect(enabled).toBeChecked();
          await section
            .getByRole("combobox", { name: T.taxSystem })
            .selectOption({ label: TAX_SYSTEM_LABELS[2] });
          await enabled.uncheck();
          await expect(section.getByRole("combobox", { name: T.vat })).toBeDisabled();
          await section.getByRole("button", { name: T.save }).click();
          await expect(page.getByText(T.saved)).toBeVisible();
          await expectAccessible(page, "[data-testid=receipt-settings]");
          const stored = await page.request.get("/api/executor/receipt-settings", {
            headers: authHeader(token),
          });
          expect(await stored.json()).toEqual({ enabled: false, tax_system_code: 2, vat_code: 1 });

          // «Реквизиты для счетов»: a mistyped account is refused with the server's words.
          const bank = page.getByRole("region", { name: BILLING_TEXTS.settingsTitle });
          await bank.getByRole("textbox", { name: BILLING_TEXTS.bankName }).fill("ПАО Сбербанк");
          await bank.getByRole("textbox", { name: BILLING_TEXTS.bik }).fill("044525225");
          await bank
            .getByRole("textbox", { name: BILLING_TEXTS.account })
            .fill("40702810200000012346");
          await bank
            .getByRole("textbox", { name: BILLING_TEXTS.correspondentAccount })
            .fill("30101810400000000225");
          await bank.getByRole("button", { name: BILLING_TEXTS.save }).click();
          await expect(bank.getByRole("alert")).toHaveText(BILLING_TEXTS.accountMismatch);
          await bank
            .getByRole("textbox", { name: BILLING_TEXTS.account })
            .fill("40702810200000012345");
          await bank.getByRole("button", { name: BILLING_TEXTS.save }).click();
          await expect(page.getByText(BILLING_TEXTS.saved)).toBeVisible();
          await expectAccessible(page, "[data-testid=billing-settings]");

          await page.reload();
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.siteSettings);
          await expect(
            page.getByRole("region", { name: T.title }).getByRole("switch", { name: T.enabled }),
          ).not.toBeChecked();
        } finally {
          // Receipts on again for the other specs' payments.
          await restoreReceipts(page, token);
        }
      });
    });
  });
}
