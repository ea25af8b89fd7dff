import type { Service } from "../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../domain/catalogue/services.ts";
import { formatAmount } from "../domain/money.ts";
import type { CreatePaymentResponse, Payment } from "../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { REFUND_TEXTS as T } from "../domain/payments/refunds.ts";
import {
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";
import { withPaymentsLock } from "./support/payments.ts";

/**
 * Issue 31 §4: a guest paid for a service; the lawyer gives part of it back from «Платежи». The
 * card then says how much went back, and «Вернуть» offers only the rest.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] refunds part of a payment in «Платежи» (${screen})`, async ({ page }) => {
      const tag = uniqueTag();
      const email = `refund-${tag}@e2e.test`;
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services.find(
        (s) => s.base_price >= 1000 && !isAutoLawyerCategory(s.category),
      );
      if (!service) throw new Error("the demo catalogue has no priced service");
      const part = 500;

      const paymentId = await test.step("a guest pays for the service in the sandbox", async () => {
        const response = await page.request.post("/api/payments/create", {
          data: {
            amount: service.base_price,
            client_name: `Гость Вернувший ${tag}`,
            client_email: email,
            service_id: service.id,
            agree_to_terms: true,
          },
        });
        expect(response.ok(), await response.text()).toBe(true);
        const created = (await response.json()) as CreatePaymentResponse;
        const sandboxId = created.confirmation_url.split("/").pop();
        await withPaymentsLock(async () => {
          const paid = await page.request.post(`/api/payments/sandbox/${sandboxId}/decision`, {
            data: { action: "pay" },
          });
          expect(paid.ok()).toBe(true);
        });
        return created.payment_id;
      });

      await test.step("the lawyer opens «Вернуть»: the reason is required", async () => {
        await signInExecutor(page);
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, PAYMENT_TEXTS.paymentsTitle);
        await page.getByRole("searchbox", { name: PAYMENT_TEXTS.paymentsSearch }).fill(email);
        const row = page.getByTestId("executor-payment");
        await expect(row).toHaveCount(1);
        await row.getByRole("button", { name: T.refundOf(service.title) }).click();
        const dialog = page.getByRole("dialog", { name: T.dialogTitle });
        await expect(dialog.getByTestId("refund-available")).toHaveText(
          T.available(formatAmount(service.base_price)),
        );
        await expectAccessible(page, "[role=dialog]");
        const amount = dialog.getByRole("textbox", { name: T.amountLabel });
        await amount.fill(String(part));
        await dialog.getByRole("button", { name: T.submit }).click();
        await expect(dialog.getByText(T.reasonRequired)).toBeVisible();
      });

      await test.step("gives back a part; the card says so and offers the rest", async () => {
        const dialog = page.getByRole("dialog", { name: T.dialogTitle });
        await dialog
          .getByRole("textbox", { name: T.reasonLabel })
          .fill("Клиент отказался от второй консультации");
        await withPaymentsLock(async () => {
          await dialog.getByRole("button", { name: T.submit }).click();
          await expect(page.getByText(T.done)).toBeVisible();
        });
        await expect(dialog).toBeHidden();
        const row = page.getByTestId("executor-payment");
        await expect(row.getByTestId("payment-refunded")).toHaveText(
          T.refunded(formatAmount(part)),
        );
        const payment = await getJson<Payment>(page, `/api/payments/${paymentId}`);
        expect(payment).toMatchObject({ status: "succeeded", refunded_amount: part });

        await row.getByRole("button", { name: T.refundOf(service.title) }).click();
        await expect(
          page.getByRole("dialog", { name: T.dialogTitle }).getByTestId("refund-available"),
        ).toHaveText(T.available(formatAmount(service.base_price - part)));
        await page.keyboard.press("Escape");
        await expectAccessible(page);
      });
    });
  });
}
