import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { FLOATING_HELPER_TEXTS as H } from "../web/app/floating-helper-texts.ts";
import { CHAT_UI_TEXTS, EXECUTOR_CHAT_TEXTS } from "../web/features/chat/chat-texts.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import { signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import {
  composer,
  executorToken,
  getAs,
  messageLog,
  openClientChat,
  sendAs,
  sessionIdOf,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";

const LAWYER = DEMO_ACCOUNTS.executor.fullName;

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] the lawyer's messages carry the lawyer's name (${screen})`, async ({ page }) => {
      const tag = uniqueTag();
      const client = await createClient(page, "individual", `Клиент ${tag}`);
      const chat = await openClientChat(page, client.token, 1);
      await sendAs(page, await executorToken(page), chat.id, `Здравствуйте! #${tag}`);
      await signInWithToken(page, client.token, client.email);
      await page.goto(`/dashboard?tab=chat&chat=${chat.id}`);
      const reply = messageLog(page)
        .getByTestId("chat-message")
        .filter({ hasText: `#${tag}` });
      await expect(reply).toContainText(LAWYER);
      await expect(reply).not.toContainText(CHAT_UI_TEXTS.executor);
    });

    test(`[guest] a masked phone, stored as E.164, and the lawyer's name in the guest chat (${screen})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      await page.goto("/");
      if (screen === "phone") {
        await page.getByRole("button", { name: H.menu }).click();
        await page.getByRole("menuitem", { name: H.writeToChat }).click();
      } else {
        await page.getByRole("button", { name: "Написать юристу" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Написать в чат" }).click();
      }
      const form = page.getByRole("dialog", { name: GUEST_CHAT_TEXTS.quickTitle });
      const phone = form.getByRole("textbox", { name: GUEST_CHAT_TEXTS.yourPhone });
      await phone.pressSequentially("9161234567");
      await expect(phone).toHaveValue("+7 (916) 123-45-67");
      await form.getByRole("textbox", { name: GUEST_CHAT_TEXTS.question }).fill(`Вопрос #${tag}`);
      // The reply below is sent through the API: the guest's live channel must be open first.
      const pushed = waitForPushChannel(page);
      await form.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();
      await expect(page).toHaveURL(/\/guest-chat\/[0-9a-f-]{36}$/);
      await pushed;
      const id = sessionIdOf(page);
      const session = await getJson<ChatSession>(page, `/api/guest/chat/sessions/${id}`);
      expect(session.guest_phone).toBe("+79161234567");

      await sendAs(page, await executorToken(page), id, `Ответ юриста #${tag}`);
      const reply = messageLog(page)
        .getByTestId("chat-message")
        .filter({ hasText: `Ответ юриста #${tag}` });
      await expect(reply).toContainText(LAWYER);
    });

    test(`[client] a slow upload shows its percent and can be cancelled, keeping the text and file (${screen})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const client = await createClient(page);
      const chat = await openClientChat(page, client.token, 1);
      await signInWithToken(page, client.token, client.email);
      await page.goto(`/dashboard?tab=chat&chat=${chat.id}`);
      const chatView = page.getByTestId("chat-view");
      const box = composer(chatView);
      const name = `большой-${tag}.pdf`;
      // 2 MB over a line of 64 KB/s: half a minute, time enough to see and cancel it.
      const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2 * 1024 * 1024, 32)]);
      await box.files.setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
      await expect(chatView.getByText(name)).toBeVisible();
      await box.text.fill(`Договор #${tag}`);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 64 * 1024,
      });
      await box.send.click();
      const progress = chatView.getByTestId("upload-progress");
      await expect(progress).toContainText(/Загрузка файлов: \d+%/);
      await expect(progress.getByRole("progressbar")).toBeVisible();
      await progress.getByRole("button", { name: CHAT_UI_TEXTS.cancelUpload }).click();
      await expect(progress).toHaveCount(0);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      // Nothing was sent; the text and the file wait for another try.
      await expect(box.text).toHaveValue(`Договор #${tag}`);
      await expect(chatView.getByText(name)).toBeVisible();
      await expect(chatView.getByRole("alert")).toHaveCount(0);
      const messages = await getAs<unknown[]>(
        page,
        client.token,
        `/api/chat/sessions/${chat.id}/messages`,
      );
      expect(messages).toEqual([]);
    });
  });
}

test.describe("the executor's chat actions", () => {
  test("[executor on a phone] the chat's actions fold into one «Действия» menu", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const client = await createClient(page);
    const chat = await openClientChat(page, client.token, 1);
    await signInExecutor(page);
    await page.goto(`/executor-dashboard?chat=${chat.id}`);
    const actions = page.getByTestId("executor-actions");
    await expect(
      actions.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.actionsMenu }),
    ).toBeVisible();
    await expect(actions.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.startTask })).toHaveCount(
      0,
    );
    await actions.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.actionsMenu }).click();
    const menu = page.getByRole("menu");
    // A new chat: take into work, request a payment, payment status, a document from a template,
    // mark read, delete — no «Подтвердить оплату» while nothing is owed (issue 28 §1).
    await expect(menu.getByRole("menuitem")).toHaveCount(6);
    await expect(menu.getByRole("menuitem", { name: PAYMENT_TEXTS.markPaid })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: EXECUTOR_CHAT_TEXTS.startTask }).click();
    await expect(
      page.getByRole("dialog", { name: EXECUTOR_CHAT_TEXTS.startTaskTitle }),
    ).toBeVisible();
  });

  test("[executor on a desktop] the actions stand in one toolbar row", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const client = await createClient(page);
    const chat = await openClientChat(page, client.token, 1);
    await signInExecutor(page);
    await page.goto(`/executor-dashboard?chat=${chat.id}`);
    const toolbar = page.getByRole("toolbar", { name: EXECUTOR_CHAT_TEXTS.actionsLabel });
    // A new chat: the same six actions as the phone's menu (no «Подтвердить оплату» while nothing is owed).
    await expect(toolbar.getByRole("button")).toHaveCount(6);
    await expect(
      toolbar.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.startTask }),
    ).toBeVisible();
  });
});
