import type { Locator } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CHAT_TEXTS, SYSTEM_MESSAGES } from "../domain/chat/chat.ts";
import { REVIEW_PERIOD_HOURS, TASK_STATUS_LABELS } from "../domain/chat/task-status.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { formatMoscowDateTime } from "../domain/time.ts";
import { CHAT_UI_TEXTS, EXECUTOR_CHAT_TEXTS } from "../web/features/chat/chat-texts.ts";
import { CLIENT_DASHBOARD_TEXTS } from "../web/features/dashboards/client-dashboard-texts.ts";
import {
  chatCardOf,
  composer,
  messageLog,
  openExecutorPage,
  pdfFile,
  sessionAs,
  sessionIdOf,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";

const HOUR_MS = 3_600_000;

/** A deadline the server set, as the chat shows it, checked to be `hours` from now (± 5 min). */
function expectDeadlineIn(deadline: string | null, hours: number): string {
  expect(deadline).not.toBeNull();
  const offset = new Date(deadline ?? "").getTime() - Date.now();
  expect(Math.abs(offset - hours * HOUR_MS)).toBeLessThan(5 * 60_000);
  return formatMoscowDateTime(deadline ?? "");
}

const status = (chat: Locator) => chat.getByTestId("chat-status");

test("[client and executor] an order from the first message to acceptance, live on both sides", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const clientName = `Анна Заказчица ${tag}`;
  const question = `Нужен договор подряда на ремонт квартиры. #${tag}`;
  const draft = pdfFile(`dogovor-podryada-${tag}.pdf`);
  const draftNote = `Проект договора готов, посмотрите. #${tag}`;

  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const services = await getJson<Service[]>(client, "/api/services");
  const service = services[0];
  if (!service) throw new Error("the demo catalogue is empty");
  const account = await createClient(client, "individual", clientName);
  await signInWithToken(client, account.token, account.email);

  const clientChat = client.getByTestId("chat-view");
  let sessionId = "";
  await test.step("the client presses «Написать в чат» on the service and writes", async () => {
    await client.goto("/services");
    const card = client.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
    const pushed = waitForPushChannel(client);
    await card.getByRole("button", { name: "Написать в чат" }).click();
    await expect(client).toHaveURL(new RegExp(`/chat/${service.id}\\?sessionId=[0-9a-f-]{36}$`));
    sessionId = sessionIdOf(client);
    await pushed;
    await expect(client.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
    await expect(status(clientChat)).toContainText(TASK_STATUS_LABELS.new);

    const box = composer(clientChat);
    await box.text.fill(question);
    await box.text.press("Enter");
    await expect(messageLog(clientChat).getByText(question)).toBeVisible();
    await expect(box.text).toHaveValue("");
  });

  const { context: executorContext, page: executor } = await openExecutorPage(browser, baseURL);
  const executorChat = executor.getByTestId("chat-view");
  const actions = executorChat.getByRole("toolbar", { name: EXECUTOR_CHAT_TEXTS.actionsLabel });
  const markReady = actions.getByRole("button", {
    name: EXECUTOR_CHAT_TEXTS.documentsReady,
    exact: true,
  });

  await test.step("the executor finds the client's chat in the cabinet and opens it", async () => {
    const pushed = waitForPushChannel(executor);
    await executor.goto("/executor-dashboard?tab=chats");
    await pushed;
    const card = chatCardOf(executor, sessionId);
    await expect(card).toContainText(clientName);
    await expect(card).toContainText(question);
    await card.getByRole("link").first().click();
    await expect(executorChat).toHaveAttribute("data-session-id", sessionId);
    await expect(messageLog(executorChat).getByText(question)).toBeVisible();
    await expect(executorChat).toContainText(`${CHAT_UI_TEXTS.client}: ${clientName}`);
  });

  await test.step("the executor takes the task into work for 3 days; the client sees it live", async () => {
    await actions.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.startTask }).click();
    const dialog = executor.getByRole("dialog", { name: EXECUTOR_CHAT_TEXTS.startTaskTitle });
    await dialog.getByRole("textbox", { name: EXECUTOR_CHAT_TEXTS.durationLabel }).fill("3");
    await dialog.getByText("дней", { exact: true }).click();
    await dialog.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.startTask }).click();
    await expect(dialog).toBeHidden();
    await expect(status(executorChat)).toContainText(TASK_STATUS_LABELS.in_progress);

    const session = await sessionAs(client, account.token, sessionId);
    const until = expectDeadlineIn(session.task_deadline, 72);
    await expect(status(clientChat)).toContainText(TASK_STATUS_LABELS.in_progress);
    await expect(status(clientChat)).toContainText(CHAT_UI_TEXTS.taskUntil(until));
    await expect(messageLog(clientChat)).toContainText(SYSTEM_MESSAGES.taskStarted(until));
  });

  await test.step("the executor sends the draft as a PDF; the client gets the file live", async () => {
    const box = composer(executorChat);
    await box.files.setInputFiles(draft);
    await box.text.fill(draftNote);
    await box.send.click();
    await expect(messageLog(executorChat).getByRole("link", { name: draft.name })).toBeVisible();

    const log = messageLog(clientChat);
    await expect(log.getByText(draftNote)).toBeVisible();
    await expect(log.getByRole("link", { name: draft.name })).toBeVisible();
    await expect(
      clientChat
        .getByRole("region", { name: CHAT_UI_TEXTS.attachments })
        .getByRole("link", { name: draft.name }),
    ).toBeVisible();
  });

  const review = clientChat.getByTestId("review-actions");
  const acceptButton = review.getByRole("button", { name: CHAT_UI_TEXTS.acceptOrder });
  const revisionButton = review.getByRole("button", { name: CHAT_UI_TEXTS.requestRevision });

  await test.step("documents ready: the client sees «На проверке», the deadline and the buttons", async () => {
    await expect(review).toHaveCount(0);
    await markReady.click();
    await expect(status(executorChat)).toContainText(TASK_STATUS_LABELS.documents_ready);

    const session = await sessionAs(client, account.token, sessionId);
    const until = expectDeadlineIn(session.review_deadline, REVIEW_PERIOD_HOURS);
    await expect(status(clientChat)).toContainText(TASK_STATUS_LABELS.documents_ready);
    await expect(status(clientChat)).toContainText(CHAT_UI_TEXTS.reviewUntil(until));
    await expect(acceptButton).toBeVisible();
    await expect(revisionButton).toBeVisible();
  });

  await test.step("the client asks for a revision; the executor sees it live", async () => {
    await revisionButton.click();
    const confirm = client.getByRole("dialog", { name: CHAT_TEXTS.revisionConfirmTitle });
    await expect(confirm).toContainText(CHAT_TEXTS.revisionConfirmText);
    await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
    await expect(client.getByText(CHAT_TEXTS.revisionSuccess)).toBeVisible();
    await expect(status(clientChat)).toContainText(TASK_STATUS_LABELS.revision_requested);
    await expect(review).toHaveCount(0);

    await expect(status(executorChat)).toContainText(TASK_STATUS_LABELS.revision_requested);
    await expect(messageLog(executorChat)).toContainText(SYSTEM_MESSAGES.revisionRequested);
    await expect(markReady).toBeVisible();
  });

  await test.step("ready again; the client accepts and both sides show it live", async () => {
    await markReady.click();
    await expect(status(executorChat)).toContainText(TASK_STATUS_LABELS.documents_ready);
    await expect(acceptButton).toBeVisible();

    await acceptButton.click();
    const confirm = client.getByRole("dialog", { name: CHAT_TEXTS.acceptConfirmTitle });
    await expect(confirm).toContainText(CHAT_TEXTS.acceptConfirmText);
    await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
    await expect(client.getByText(CHAT_TEXTS.acceptSuccess)).toBeVisible();
    await expect(status(clientChat)).toContainText(TASK_STATUS_LABELS.accepted);
    await expect(review).toHaveCount(0);

    await expect(status(executorChat)).toContainText(TASK_STATUS_LABELS.accepted);
    await expect(messageLog(executorChat)).toContainText(SYSTEM_MESSAGES.accepted);
    await expect(markReady).toHaveCount(0);
  });

  await test.step("the client's cabinet lists the PDF and the accepted order", async () => {
    await client.goto("/dashboard");
    await client.getByRole("tab", { name: CLIENT_DASHBOARD_TEXTS.tabs.documents }).click();
    const document = client.getByRole("listitem", { name: draft.name });
    await expect(document).toBeVisible();
    await expect(document).toContainText(service.title);
    await expect(
      document.getByRole("button", {
        name: `${CLIENT_DASHBOARD_TEXTS.downloadFile} ${draft.name}`,
      }),
    ).toBeVisible();

    await client.getByRole("tab", { name: CLIENT_DASHBOARD_TEXTS.tabs.orders }).click();
    const order = client.getByRole("listitem", { name: service.title });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(TASK_STATUS_LABELS.accepted);
    await expect(order.getByRole("link", { name: CLIENT_DASHBOARD_TEXTS.openChat })).toBeVisible();
  });

  await clientContext.close();
  await executorContext.close();
});
