import type { Page } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { formatAmount } from "../domain/money.ts";
import { CARD_PAYMENT_BRANDS, PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { SITE_DOCUMENT_TITLES } from "../domain/site-documents/site-documents.ts";
import { expectAccessible, expectUncovered, VIEWPORTS } from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  E2E_MANUAL_TRANSFER,
  goToSandbox,
  methodChoice,
  payInSandbox,
  paymentDialog,
  paymentIdOf,
  paymentOf,
  paymentResult,
  pricedService,
} from "./support/payments.ts";
import { withSpecLock } from "./support/spec-lock.ts";

/** A catalogue service with a fixed price (an auto-lawyer one is paid at its chat price). */
/** «Оплатить» on the service's card in /services opens the payment modal for it. */
async function openPayment(page: Page, service: Service) {
  await page.goto("/services");
  const card = page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
  await card.getByTestId("order-pay").click();
  const dialog = paymentDialog(page, service.title);
  await expect(dialog).toBeVisible();
  // The click on the button does not also open the card's detail modal.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  return dialog;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] pays for a catalogue service by card on the test provider's page (${name})`, async ({
      page,
    }) => {
      const service = await pricedService(page);
      const tag = uniqueTag();
      const payer = { name: `Гость Плательщик ${tag}`, email: `payer-${tag}@e2e.test` };
      const dialog = await openPayment(page, service);

      await test.step("the modal shows the amount, the transfer details and the guest's warning", async () => {
        await expectAccessible(page, "[role=dialog]");
        await expect(dialog.getByTestId("payment-amount")).toHaveText(
          formatAmount(service.base_price),
        );
        await expect(methodChoice(dialog, "manual")).toBeChecked();
        await expect(methodChoice(dialog, "card")).not.toBeChecked();
        const details = dialog.getByTestId("manual-details");
        await expect(details).toContainText(PAYMENT_TEXTS.manualTitle);
        for (const [label, value] of [
          [PAYMENT_TEXTS.manualCard, E2E_MANUAL_TRANSFER.card],
          [PAYMENT_TEXTS.manualPhone, E2E_MANUAL_TRANSFER.phone],
          [PAYMENT_TEXTS.manualRecipient, E2E_MANUAL_TRANSFER.recipient],
        ]) {
          await expect(details).toContainText(`${label}${value}`);
        }
        // The demo settings give no WhatsApp link: the receipt goes to the chat.
        await expect(dialog).toContainText(PAYMENT_TEXTS.manualInstructionChat);
        const warning = dialog.getByTestId("payment-guest-warning");
        await expect(warning).toContainText(PAYMENT_TEXTS.guestWarningTitle);
        await expect(warning).toContainText(PAYMENT_TEXTS.guestWarning);
        // Only a card payment is sent from the form.
        await expect(dialog.getByRole("button", { name: PAYMENT_TEXTS.payByCard })).toHaveCount(0);
      });

      await test.step("the card option names the cards it takes; the name is required", async () => {
        await methodChoice(dialog, "card").click();
        await expect(methodChoice(dialog, "card")).toBeChecked();
        for (const brand of CARD_PAYMENT_BRANDS) {
          await expect(
            methodChoice(dialog, "card").getByText(brand, { exact: true }),
          ).toBeVisible();
        }
        await expect(dialog.getByTestId("payment-test-mode")).toHaveText(PAYMENT_TEXTS.testMode);
        await expect(dialog).toContainText(PAYMENT_TEXTS.cardMethods);
        await expect(dialog.getByTestId("manual-details")).toHaveCount(0);

        await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.emailLabel }).fill(payer.email);
        await dialog.getByRole("button", { name: PAYMENT_TEXTS.payByCard }).click();
        await expect(
          dialog.getByRole("alert").filter({ hasText: PAYMENT_TEXTS.nameAndEmailRequired }),
        ).toBeVisible();
        await expect(
          dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel }),
        ).toHaveAttribute("aria-invalid", "true");
        await expect(page).toHaveURL(/\/services$/);
      });

      let paymentId = "";
      await test.step("with the name it leaves for the test provider and comes back paid", async () => {
        await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel }).fill(payer.name);
        // Without the consent tick nothing is sent (issue 10 §6: the payment records the consent).
        await dialog.getByRole("button", { name: PAYMENT_TEXTS.payByCard }).click();
        await expect(dialog.getByText(PAYMENT_TEXTS.consentRequired)).toBeVisible();
        await expectUncovered(dialog.getByRole("checkbox"));
        await expect(page).toHaveURL(/\/services$/);
        // The offer opens in place, over the payment, and closes back to it. The payment then names
        // the edition shown, so no other worker may save a new one until it is made.
        await withSpecLock("site-documents", async () => {
          await dialog.getByRole("link", { name: "публичной офертой" }).click();
          const offer = page.getByRole("dialog", { name: SITE_DOCUMENT_TITLES.offer });
          await expect(offer).toContainText("ПУБЛИЧНАЯ ОФЕРТА");
          await offer.getByRole("button", { name: "Закрыть" }).last().click();
          await expect(offer).toBeHidden();
          await expect(dialog).toBeVisible();
          await goToSandbox(page, dialog, service.base_price);
        });
        await expect(page.getByText(service.title)).toBeVisible();
        paymentId = await payInSandbox(page, service.base_price);
        await expect(paymentResult(page)).toContainText(service.title);
      });

      await test.step("the server holds the payment as succeeded, at the catalogue's price", async () => {
        const payment = await paymentOf(page, paymentId);
        expect(payment).toMatchObject({
          status: "succeeded",
          amount: service.base_price,
          service_id: service.id,
          provider: "sandbox",
        });
        expect(payment.paid_at).not.toBeNull();
      });
    });
  });
}

test("[guest] cancels on the test provider's page and sees «Платёж отменён»", async ({ page }) => {
  const service = await pricedService(page);
  const tag = uniqueTag();
  const dialog = await openPayment(page, service);

  await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel }).fill(`Гость ${tag}`);
  await dialog
    .getByRole("textbox", { name: PAYMENT_TEXTS.emailLabel })
    .fill(`guest-${tag}@e2e.test`);
  await goToSandbox(page, dialog, service.base_price);
  await page.getByRole("button", { name: PAYMENT_TEXTS.sandboxCancel }).click();

  await expect(page).toHaveURL(/\/payment\/result\?payment_id=[0-9a-f-]{36}$/);
  const result = paymentResult(page);
  await expect(result).toHaveAttribute("data-status", "canceled");
  await expect(
    result.getByRole("heading", { level: 1, name: PAYMENT_TEXTS.resultCanceled }),
  ).toBeVisible();
  await expect(result).toContainText(PAYMENT_TEXTS.resultCanceledHint);
  // Another try starts where the payer was.
  await expect(result.getByRole("link", { name: PAYMENT_TEXTS.tryAgain })).toHaveAttribute(
    "href",
    "/services",
  );
  expect((await paymentOf(page, paymentIdOf(page))).status).toBe("canceled");
});

test("[guest] pays by transfer: the details, then «Отправить чек в чат» opens the chat about that service", async ({
  page,
}) => {
  const service = await pricedService(page);
  const dialog = await openPayment(page, service);
  await expect(methodChoice(dialog, "manual")).toBeChecked();
  await expect(dialog.getByTestId("manual-details")).toContainText(E2E_MANUAL_TRANSFER.card);
  await dialog.getByRole("button", { name: PAYMENT_TEXTS.sendReceipt }).click();
  await expect(dialog).toBeHidden();
  // A guest writes through the contact form for this very service, where the receipt goes.
  const chat = page.getByRole("dialog", { name: "Чат с юристом" });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText(service.title);
  expect(new URL(page.url()).pathname).toBe("/services");
});

test("[guest] /payment/result without a known payment says so and how to reach us", async ({
  page,
}) => {
  for (const path of [
    "/payment/result",
    "/payment/result?payment_id=00000000-0000-4000-8000-000000000000",
  ]) {
    await page.goto(path);
    const result = paymentResult(page);
    await expect(result).toHaveAttribute("data-status", "unknown");
    await expect(
      result.getByRole("heading", { level: 1, name: PAYMENT_TEXTS.resultUnknown }),
    ).toBeVisible();
    await expect(result).toContainText(PAYMENT_TEXTS.resultUnknownHint);
    await expect(result.getByRole("link", { name: PAYMENT_TEXTS.toServices })).toBeVisible();
  }
});
