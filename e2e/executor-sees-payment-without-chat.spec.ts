import type { Service } from "../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../domain/catalogue/services.ts";
import type { CreatePaymentResponse } from "../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import {
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/**
 * Issue 28 §1: a card payment for a catalogue service that never succeeded never had a chat;
 * «Платежи» says what it was for instead of «Чат удалён».
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] «Платежи» says what a payment without a chat was for (${screen})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const email = `unpaid-${tag}@e2e.test`;
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services.find((s) => s.base_price > 0 && !isAutoLawyerCategory(s.category));
      if (!service) throw new Error("the demo catalogue has no priced service");

      await test.step("a guest starts a card payment from the catalogue and leaves", async () => {
        const response = await page.request.post("/api/payments/create", {
          data: {
            amount: service.base_price,
            client_name: `Гость Ушедший ${tag}`,
            client_email: email,
            service_id: service.id,
            agree_to_terms: true,
          },
        });
        expect(response.ok(), await response.text()).toBe(true);
        expect(((await response.json()) as CreatePaymentResponse).payment_id).toBeTruthy();
      });

      await test.step("the lawyer finds it: no chat, and what it was for", async () => {
        await signInExecutor(page);
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, PAYMENT_TEXTS.paymentsTitle);
        await page.getByRole("searchbox", { name: PAYMENT_TEXTS.paymentsSearch }).fill(email);
        const row = page.getByTestId("executor-payment");
        await expect(row).toHaveCount(1);
        await expect(row.getByTestId("payment-no-chat")).toHaveText(
          PAYMENT_TEXTS.paymentsWithoutChat("card", service.title),
        );
        await expect(row).not.toContainText(PAYMENT_TEXTS.paymentsNoChat);
        await expect(
          row.getByRole("link", { name: new RegExp(PAYMENT_TEXTS.paymentsOpenChat) }),
        ).toHaveCount(0);
        await expectAccessible(page);
      });
    });
  });
}
