import type { Service } from "../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../domain/catalogue/services.ts";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { formatAmount } from "../domain/money.ts";
import { ORDER_STATE_TEXTS } from "../domain/orders/order-state.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { executorToken, openClientChat, postAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";
import { goToSandbox, payInSandbox, paymentDialog } from "./support/payments.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] pays the lawyer's request from «Мои заказы» and the overview (${name})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const amount = 1300 + Math.floor(Math.random() * 100);
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services.find((s) => !isAutoLawyerCategory(s.category));
      if (!service) throw new Error("the demo catalogue is empty");
      const account = await createClient(page, "individual", `Клиент Должник ${tag}`);
      const chat = await openClientChat(page, account.token, service.id);
      const lawyer = await executorToken(page);
      // The lawyer took the work and asked for money: one state, «Ожидает оплаты».
      await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/start-task`, {
        duration_value: 24,
        duration_unit: "hours",
      });
      await postAs<ChatMessage[]>(page, lawyer, `/api/chat/sessions/${chat.id}/executor-messages`, {
        message_type: "payment_request",
        payment_amount: amount,
      });
      await signInWithToken(page, account.token, account.email);

      await test.step("the overview lists the order to pay, with «Оплатить»", async () => {
        await page.goto("/dashboard?tab=overview");
        const owed = page.getByTestId("order-to-pay").filter({ hasText: service.title });
        await expect(owed).toContainText(formatAmount(amount));
        await expect(
          owed.getByRole("button", { name: new RegExp(PAYMENT_TEXTS.pay) }),
        ).toBeVisible();
      });

      await test.step("«Мои заказы» shows one state and «Оплатить» opens the payment", async () => {
        await page.goto("/dashboard?tab=orders");
        const order = page.getByRole("listitem", { name: service.title });
        await expect(order.getByTestId("order-state")).toHaveText(
          ORDER_STATE_TEXTS.awaitingPayment,
        );
        await expect(order).not.toContainText("В работе");
        await expectAccessible(page);
        await order.getByRole("button", { name: new RegExp(PAYMENT_TEXTS.pay) }).click();
        const dialog = paymentDialog(page, service.title);
        await expect(dialog.getByTestId("payment-amount")).toHaveText(formatAmount(amount));
        await goToSandbox(page, dialog, amount);
        await payInSandbox(page, amount);
      });

      await test.step("paid: the order is back «В работе», with nothing left to pay", async () => {
        await page.goto("/dashboard?tab=orders");
        const order = page.getByRole("listitem", { name: service.title });
        await expect(order.getByTestId("order-state")).toHaveText("В работе");
        await expect(
          order.getByRole("button", { name: new RegExp(PAYMENT_TEXTS.pay) }),
        ).toHaveCount(0);
      });
    });
  });
}
