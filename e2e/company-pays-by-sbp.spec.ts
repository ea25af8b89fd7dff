import type { Service } from "../domain/catalogue/service-schemas.ts";
import { formatAmount } from "../domain/money.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { executorToken, messageLog, openClientChat, postAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";
import { goToSandbox, payInSandbox, paymentDialog, paymentOf } from "./support/payments.ts";

/**
 * Issue 31 §5 and §3: a company pays the lawyer's payment request by СБП — the pay window offers
 * it beside the card, the sandbox shows its QR page, the payment records the method — and once
 * the order is accepted, downloads its invoice and its act from «Счета и акты».
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[corporate client] pays a payment request by СБП in the sandbox (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const amount = 4200;
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services[0];
      if (!service) throw new Error("the demo catalogue is empty");
      const company = await createClient(page, "corporate", `ООО «Быстрый платёж ${tag}»`);
      const chat = await openClientChat(page, company.token, service.id);
      await postAs(
        page,
        await executorToken(page),
        `/api/chat/sessions/${chat.id}/executor-messages`,
        {
          message_type: "payment_request",
          payment_amount: amount,
          content: "Подготовка договора поставки",
        },
      );

      await signInWithToken(page, company.token, company.email);
      await page.goto(`/chat/${service.id}?sessionId=${chat.id}`);
      const request = messageLog(page.getByTestId("chat-view")).getByTestId("payment-request");
      await request.getByRole("button", { name: PAYMENT_TEXTS.pay }).click();
      const dialog = paymentDialog(page, chat.service_title);
      await dialog.getByRole("radio", { name: /СБП/ }).click();
      await expect(dialog.getByText(PAYMENT_TEXTS.sbpHint)).toBeVisible();
      await expectAccessible(page, "[role=dialog]");

      await goToSandbox(page, dialog, amount, "sbp");
      const qr = page.getByTestId("sandbox-qr");
      await expect(qr.getByRole("img", { name: PAYMENT_TEXTS.sandboxQrAlt })).toBeVisible();
      await expect(qr).toContainText(PAYMENT_TEXTS.sandboxSbpTitle);
      await expectAccessible(page);
      const paymentId = await payInSandbox(page, amount);
      expect(await paymentOf(page, paymentId)).toMatchObject({
        status: "succeeded",
        method: "sbp",
        amount,
      });

      // The order is delivered and accepted: the company has its invoice and its act (§3).
      const lawyer = await executorToken(page);
      const url = `/api/chat/sessions/${chat.id}`;
      await postAs(page, lawyer, `${url}/start-task`, { duration_hours: 24 });
      await postAs(page, lawyer, `${url}/documents-ready`);
      await postAs(page, company.token, `${url}/accept-order`);
      await page.goto("/corporate-dashboard?tab=billing");
      const documents = page.getByTestId("billing-document");
      await expect(documents).toHaveCount(2);
      await expect(documents.filter({ hasText: "Акт №" })).toContainText(formatAmount(amount));
      await expect(documents.filter({ hasText: "Счёт №" })).toContainText(formatAmount(amount));
      await expectAccessible(page);
      for (const [kind, label] of [
        ["Акт", "акт"],
        ["Счёт", "счёт"],
      ] as const) {
        const download = page.waitForEvent("download");
        await documents
          .filter({ hasText: `${kind} №` })
          .getByRole("button", { name: new RegExp(`Скачать PDF: ${label} №`) })
          .click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(new RegExp(`^${kind} \\d{4}-\\d{5}\\.pdf$`));
      }
    });
  });
}
