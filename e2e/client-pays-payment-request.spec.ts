import type { Service } from "../domain/catalogue/service-schemas.ts";
import {
  PAYMENT_STATUS_LABELS,
  SESSION_STATUS_LABELS,
  SYSTEM_MESSAGES,
} from "../domain/chat/chat.ts";
import { formatAmount } from "../domain/money.ts";
import { PAYMENT_REFUSALS } from "../domain/payments/payment-refusals.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { EXECUTOR_CHAT_TEXTS } from "../web/features/chat/chat-texts.ts";
import {
  messageLog,
  openClientChat,
  openExecutorPage,
  sessionAs,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";
import {
  consentCheckbox,
  goToSandbox,
  methodChoice,
  payInSandbox,
  paymentDialog,
  paymentOf,
  paymentResult,
} from "./support/payments.ts";

test("[client and executor] the client pays the lawyer's payment request; both see it paid, live", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const clientName = `Ирина Плательщица ${tag}`;
  const amount = 2500.5;
  const amountText = formatAmount(amount);
  const comment = `Составление договора поставки под ключ, срок — 3 дня. #${tag}`;

  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const services = await getJson<Service[]>(client, "/api/services");
  const service = services[0];
  if (!service) throw new Error("the demo catalogue is empty");
  const account = await createClient(client, "individual", clientName);
  const chat = await openClientChat(client, account.token, service.id);

  const { context: executorContext, page: executor } = await openExecutorPage(browser, baseURL);
  const executorChat = executor.getByTestId("chat-view");
  const clientChat = client.getByTestId("chat-view");

  await test.step("both open the chat: the executor in the cabinet, the client on its page", async () => {
    const executorPushed = waitForPushChannel(executor);
    await executor.goto(`/executor-dashboard?chat=${chat.id}`);
    await executorPushed;
    await expect(executorChat).toHaveAttribute("data-session-id", chat.id);
    await expect(executorChat).toContainText(clientName);

    await signInWithToken(client, account.token, account.email);
    const clientPushed = waitForPushChannel(client);
    await client.goto(`/chat/${service.id}?sessionId=${chat.id}`);
    await clientPushed;
    await expect(clientChat).toHaveAttribute("data-session-id", chat.id);
    await expect(clientChat.getByTestId("payment-status")).toHaveCount(0);
  });

  const requestDialog = executor.getByRole("dialog", { name: PAYMENT_TEXTS.requestDialogTitle });
  const amountField = requestDialog.getByRole("textbox", {
    name: PAYMENT_TEXTS.requestAmountLabel,
  });
  const send = requestDialog.getByRole("button", { name: PAYMENT_TEXTS.requestSend });

  await test.step("the executor asks for 0 ₽: the dialog refuses and sends nothing", async () => {
    const sent: string[] = [];
    executor.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/executor-messages")) {
        sent.push(request.url());
      }
    });
    await executorChat
      .getByRole("toolbar", { name: EXECUTOR_CHAT_TEXTS.actionsLabel })
      .getByRole("button", { name: PAYMENT_TEXTS.requestDialogTitle })
      .click();
    await expect(requestDialog).toContainText(service.title);
    await amountField.fill("0");
    await send.click();
    await expect(requestDialog.getByText(PAYMENT_TEXTS.amountInvalid)).toBeVisible();
    await expect(amountField).toHaveAttribute("aria-invalid", "true");
    await expect(requestDialog).toBeVisible();
    expect(sent).toEqual([]);
    await expect(messageLog(executorChat).getByTestId("payment-request")).toHaveCount(0);
  });

  await test.step("2 500,50 ₽ with a comment goes to the client", async () => {
    await amountField.fill("2500,50");
    await expect(amountField).toHaveValue(`2 500,50 ₽`);
    await requestDialog
      .getByRole("textbox", { name: PAYMENT_TEXTS.requestCommentLabel })
      .fill(comment);
    await send.click();
    await expect(executor.getByText(PAYMENT_TEXTS.requestSent)).toBeVisible();
    await expect(requestDialog).toBeHidden();

    const request = messageLog(executorChat).getByTestId("payment-request");
    await expect(request).toHaveAttribute("data-state", "open");
    await expect(request).toContainText(`${PAYMENT_TEXTS.paymentRequest}: ${amountText}`);
    await expect(request).toContainText(SESSION_STATUS_LABELS.waiting_payment);
    await expect(request.getByRole("button")).toHaveCount(0);
  });

  const clientRequest = messageLog(clientChat).getByTestId("payment-request");
  await test.step("the client sees the request live, with «Оплатить»", async () => {
    await expect(clientRequest).toHaveAttribute("data-state", "open");
    await expect(clientRequest).toContainText(`${PAYMENT_TEXTS.paymentRequest}: ${amountText}`);
    await expect(clientRequest).toContainText(comment);
    const status = clientChat.getByTestId("payment-status");
    await expect(status).toHaveAttribute("data-status", "not_paid");
    await expect(status).toContainText(amountText);
    // One state for the order (issue 11 §1): it waits for payment, not «Новая задача» beside it.
    const order = clientChat.getByTestId("order-state");
    await expect(order).toHaveAttribute("data-state", "awaiting_payment");
    await expect(order).toHaveText(SESSION_STATUS_LABELS.waiting_payment);
  });

  let paymentId = "";
  await test.step("the client pays it by card on the test provider's page", async () => {
    await clientRequest.getByRole("button", { name: PAYMENT_TEXTS.pay }).click();
    const dialog = paymentDialog(client, chat.service_title);
    await expect(dialog.getByTestId("payment-amount")).toHaveText(amountText);
    // A signed-in client pays as themselves: no guest warning, the account's name and e-mail.
    await expect(dialog.getByTestId("payment-guest-warning")).toHaveCount(0);
    await expect(dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel })).toHaveValue(
      clientName,
    );
    await expect(dialog.getByRole("textbox", { name: PAYMENT_TEXTS.emailLabel })).toHaveValue(
      account.email,
    );
    await goToSandbox(client, dialog, amount);
    const checkout = client.url();

    // Back in the chat with the card payment still open, СБП is refused: one request is paid
    // once at a time, and the pay window says why (issue 43 §4).
    await client.goBack();
    await clientRequest.getByRole("button", { name: PAYMENT_TEXTS.pay }).click();
    const again = paymentDialog(client, chat.service_title);
    await methodChoice(again, "sbp").click();
    await consentCheckbox(again).check();
    await again.getByRole("button", { name: PAYMENT_TEXTS.payByCard }).click();
    await expect(again.getByRole("alert")).toHaveText(PAYMENT_REFUSALS.requestBeingPaid);
    await expect(client).toHaveURL(new RegExp(`/chat/${service.id}\\?sessionId=${chat.id}$`));

    await client.goto(checkout);
    paymentId = await payInSandbox(client, amount);
  });

  // The test provider says plainly that no money moved.
  const paidMessage = SYSTEM_MESSAGES.testPaymentReceived(amountText);
  await test.step("the executor's open chat turns paid without a reload", async () => {
    const status = executorChat.getByTestId("payment-status");
    await expect(status).toHaveAttribute("data-status", "paid");
    await expect(status).toContainText(PAYMENT_STATUS_LABELS.paid);
    await expect(messageLog(executorChat)).toContainText(paidMessage);
    const request = messageLog(executorChat).getByTestId("payment-request");
    await expect(request).toHaveAttribute("data-state", "paid");
    await expect(request).toContainText(PAYMENT_TEXTS.paid);
  });

  await test.step("«Вернуться в чат»: the request is paid, with the message and the status", async () => {
    await paymentResult(client).getByRole("link", { name: PAYMENT_TEXTS.toChat }).click();
    await expect(client).toHaveURL(new RegExp(`/chat/${service.id}\\?sessionId=${chat.id}$`));
    await expect(clientRequest).toHaveAttribute("data-state", "paid");
    await expect(clientRequest).toContainText(PAYMENT_TEXTS.paid);
    await expect(clientRequest.getByRole("button", { name: PAYMENT_TEXTS.pay })).toHaveCount(0);
    await expect(messageLog(clientChat)).toContainText(paidMessage);
    const status = clientChat.getByTestId("payment-status");
    await expect(status).toHaveAttribute("data-status", "paid");
    await expect(status).toContainText(PAYMENT_STATUS_LABELS.paid);
  });

  await test.step("the server agrees: the chat is paid by this very payment", async () => {
    const session = await sessionAs(client, account.token, chat.id);
    expect(session).toMatchObject({ status: "paid", payment_status: "paid" });
    // The payer reads its own chat back; anybody else gets what the result page shows.
    const payment = await paymentOf(client, paymentId, account.token);
    expect(payment).toMatchObject({
      status: "succeeded",
      amount,
      chat_session_id: chat.id,
      service_type: "chat",
    });
    expect((await paymentOf(client, paymentId)).chat_session_id).toBeNull();
  });

  await clientContext.close();
  await executorContext.close();
});
