import type { Service } from "../domain/catalogue/service-schemas.ts";
import { PAYMENT_STATUS_LABELS } from "../domain/chat/chat.ts";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { EXECUTOR_CHAT_TEXTS } from "../web/features/chat/chat-texts.ts";
import {
  openClientChat,
  openExecutorPage,
  postAs,
  sessionAs,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, getJson, test } from "./support/fixtures.ts";

test("[executor] marks a chat «Оплачено» in «Статус оплаты»; the request is closed for the client", async ({
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const clientName = `Вера Наличная ${tag}`;
  const { context, page: executor, token } = await openExecutorPage(browser, baseURL);
  const [service] = await getJson<Service[]>(executor, "/api/services");
  if (!service) throw new Error("the demo catalogue is empty");
  const account = await createClient(executor, "individual", clientName);
  const chat = await openClientChat(executor, account.token, service.id);
  const [request] = await postAs<ChatMessage[]>(
    executor,
    token,
    `/api/chat/sessions/${chat.id}/executor-messages`,
    { message_type: "payment_request", payment_amount: 700 },
  );
  if (!request) throw new Error("no payment request");
  const chatView = executor.getByTestId("chat-view");
  const status = chatView.getByTestId("payment-status");

  await test.step("the executor opens the chat: it waits for payment", async () => {
    const pushed = waitForPushChannel(executor);
    await executor.goto(`/executor-dashboard?chat=${chat.id}`);
    await pushed;
    await expect(chatView).toContainText(clientName);
    await expect(status).toHaveAttribute("data-status", "not_paid");
  });

  await test.step("«Статус оплаты» → «Оплачено»: saved, shown, the request reads paid", async () => {
    await chatView
      .getByRole("toolbar", { name: EXECUTOR_CHAT_TEXTS.actionsLabel })
      .getByRole("button", { name: PAYMENT_TEXTS.paymentStatus, exact: true })
      .click();
    const dialog = executor.getByRole("dialog", { name: PAYMENT_TEXTS.paymentStatusTitle });
    await expect(dialog).toContainText(PAYMENT_TEXTS.paymentStatusHint);
    const save = dialog.getByRole("button", { name: PAYMENT_TEXTS.paymentStatusSave });
    // Nothing changed yet: nothing to save.
    await expect(save).toBeDisabled();
    await dialog.getByRole("radio", { name: PAYMENT_STATUS_LABELS.paid, exact: true }).check();
    await save.click();
    await expect(executor.getByText(PAYMENT_TEXTS.paymentStatusSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveAttribute("data-status", "paid");
    await expect(status).toContainText(PAYMENT_STATUS_LABELS.paid);
    await expect(chatView.getByTestId("payment-request")).toHaveAttribute("data-state", "paid");
  });

  await test.step("the client's chat is paid and the request can no longer be paid by card", async () => {
    const session = await sessionAs(executor, account.token, chat.id);
    expect(session).toMatchObject({ payment_status: "paid", status: "paid" });
    const response = await executor.request.post("/api/payments/create", {
      headers: { authorization: `Bearer ${account.token}` },
      data: {
        amount: 700,
        client_name: clientName,
        client_email: account.email,
        session_id: chat.id,
        message_id: request.id,
        agree_to_terms: true,
      },
    });
    expect(response.status()).toBe(409);
    expect((await response.json()).detail).toBe(PAYMENT_TEXTS.requestAlreadyPaid);
  });

  await context.close();
});
