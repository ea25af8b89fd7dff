import type { Page } from "@playwright/test";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { EXECUTOR_CHAT_TEXTS as T } from "../web/features/chat/chat-texts.ts";
import { expectAccessible, isPhone, signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import { openClientChat, postAs, sendAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, test } from "./support/fixtures.ts";

/**
 * The executor's moves on /chat/{serviceId}?sessionId=… offer only what fits the chat:
 * «Подтвердить оплату» where a payment is owed (spec 2 §4, issue 28 §1), «Создать новый чат»
 * when the task is finished or has no status (spec 2 §2).
 */

/** The executor's moves: a toolbar on a desktop, the «Действия» menu on a phone. */
async function actionNames(page: Page): Promise<string[]> {
  const view = page.getByTestId("chat-view");
  if (isPhone(page)) {
    await view.getByRole("button", { name: T.actionsMenu }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const names = await menu.getByRole("menuitem").allTextContents();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    return names.map((name) => name.trim());
  }
  const toolbar = view.getByRole("toolbar", { name: T.actionsLabel });
  await expect(toolbar).toBeVisible();
  return (await toolbar.getByRole("button").allTextContents()).map((name) => name.trim());
}

async function openAction(page: Page, name: string) {
  const view = page.getByTestId("chat-view");
  if (isPhone(page)) {
    await view.getByRole("button", { name: T.actionsMenu }).click();
    await page.getByRole("menuitem", { name }).click();
  } else {
    await view.getByRole("toolbar", { name: T.actionsLabel }).getByRole("button", { name }).click();
  }
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] «Подтвердить оплату» only while a payment is owed, «Создать новый чат» once the order is finished (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const client = await createClient(page, "individual", `Игорь Заказов ${tag}`);
      const chat = await openClientChat(page, client.token, 1);
      await sendAs(page, client.token, chat.id, `Нужен договор ${tag}`);
      const lawyer = await signInExecutor(page);
      const chatUrl = `/chat/${chat.service_id}?sessionId=${chat.id}`;
      const view = page.getByTestId("chat-view");

      await test.step("a new chat with nothing asked: neither of the two", async () => {
        await page.goto(chatUrl);
        await expect(view).toContainText(`Нужен договор ${tag}`);
        const names = await actionNames(page);
        expect(names).toContain(PAYMENT_TEXTS.requestDialogTitle);
        expect(names).not.toContain(PAYMENT_TEXTS.markPaid);
        expect(names).not.toContain(T.createNewChat);
        await expectAccessible(page);
      });

      await test.step("a payment asked for: «Подтвердить оплату» appears", async () => {
        await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/executor-messages`, {
          message_type: "payment_request",
          payment_amount: 1500,
        });
        await page.reload();
        await expect(view).toContainText(`Нужен договор ${tag}`);
        expect(await actionNames(page)).toContain(PAYMENT_TEXTS.markPaid);
      });

      await test.step("confirmed once: nothing is owed and it is gone", async () => {
        await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/mark-paid`, {});
        await page.reload();
        await expect(view.getByTestId("payment-status")).toHaveAttribute("data-status", "paid");
        expect(await actionNames(page)).not.toContain(PAYMENT_TEXTS.markPaid);
      });

      await test.step("the order is done and accepted: «Создать новый чат» explains", async () => {
        await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/start-task`, {});
        await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/documents-ready`, {});
        await postAs(page, client.token, `/api/chat/sessions/${chat.id}/accept-order`, {});
        await page.reload();
        await expect(view).toContainText(`Нужен договор ${tag}`);
        expect(await actionNames(page)).toContain(T.createNewChat);
        await openAction(page, T.createNewChat);
        const notice = page.getByRole("alert").filter({ hasText: T.createNewChatTitle });
        await expect(notice).toContainText(T.createNewChatInfo);
        await expectAccessible(page);
      });
    });
  });
}
