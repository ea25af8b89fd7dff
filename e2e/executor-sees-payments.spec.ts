import { formatAmount } from "../domain/money.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { TEST_MODE_BANNER_TEXT } from "../domain/payments/test-mode.ts";
import {
  expectAccessible,
  isPhone,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { uniqueTag, waitForPushChannel } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  goToSandbox,
  payInSandbox,
  paymentDialog,
  paymentResult,
  pricedService,
} from "./support/payments.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest → executor] a card payment from the catalogue reaches the lawyer in «Платежи» (${name})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const payer = {
        name: `Гость Платёжный ${tag}`,
        email: `paid-${tag}@e2e.test`,
        phone: "+7 (903) 111-22-33",
      };
      const lawyerContext = await browser.newContext({ baseURL, viewport });
      const lawyer = await lawyerContext.newPage();
      const guestContext = await browser.newContext({ baseURL, viewport });
      const guest = await guestContext.newPage();
      const service = await pricedService(guest);

      await test.step("the lawyer opens «Платежи» (on a phone behind «Ещё»)", async () => {
        await signInExecutor(lawyer);
        const pushed = waitForPushChannel(lawyer);
        await lawyer.goto("/executor-dashboard");
        await pushed;
        await openCabinetTab(lawyer, PAYMENT_TEXTS.paymentsTitle);
        await expect(lawyer).toHaveURL(/\?tab=payments$/);
        await expect(lawyer.getByTestId("payments-totals")).toBeVisible();
        await expectAccessible(lawyer);
      });

      await test.step("a guest pays for a service by card on the test provider's page", async () => {
        await guest.goto("/services");
        // The sandbox takes the payments here: every page says so.
        await expect(guest.getByTestId("payment-test-mode-banner")).toHaveText(
          TEST_MODE_BANNER_TEXT,
        );
        const card = guest.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
        await card.getByTestId("order-pay").click();
        const dialog = paymentDialog(guest, service.title);
        await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel }).fill(payer.name);
        await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.emailLabel }).fill(payer.email);
        await dialog.getByRole("textbox", { name: /Телефон/ }).fill(payer.phone);
        await goToSandbox(guest, dialog, service.base_price);
        await payInSandbox(guest, service.base_price);
        // The paying browser is given the chat the payment opened, and nobody else is.
        await expect(
          paymentResult(guest).getByRole("link", { name: PAYMENT_TEXTS.toChat }),
        ).toHaveAttribute("href", /^\/guest-chat\/[0-9a-f-]{36}$/);
      });

      await test.step("the lawyer is told at once and finds the payer by name", async () => {
        await expect(lawyer.getByText(/^Новая оплата: /).first()).toContainText(service.title);
        await lawyer
          .getByRole("searchbox", { name: PAYMENT_TEXTS.paymentsSearch })
          .fill(payer.email);
        const row = lawyer.getByTestId("executor-payment");
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(formatAmount(service.base_price));
        await expect(row).toContainText(service.title);
        await expect(row.getByTestId("payment-payer")).toContainText(payer.name);
        await expect(row).toContainText(payer.email);
        await expect(row).toContainText(payer.phone);
        await expect(row).toContainText(PAYMENT_TEXTS.paymentsPaidAt("").trim());
        if (!isPhone(lawyer)) await expectAccessible(lawyer);
      });

      await test.step("«Открыть чат» opens the chat with the payer, ready to write", async () => {
        await lawyer
          .getByTestId("executor-payment")
          .getByRole("link", { name: new RegExp(PAYMENT_TEXTS.paymentsOpenChat) })
          .click();
        await expect(lawyer).toHaveURL(/\?tab=chats&chat=[0-9a-f-]{36}$/);
        const chat = lawyer.getByTestId("chat-view");
        await expect(chat).toContainText(payer.name);
        await expect(chat).toContainText(service.title);
        await expect(chat.getByRole("textbox").first()).toBeEditable();
      });

      await lawyerContext.close();
      await guestContext.close();
    });
  });
}
