import type { Locator } from "@playwright/test";
import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import { RECEIPT_TEXTS } from "../domain/chat/receipts.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import {
  composer,
  messageLog,
  openClientChat,
  openExecutorPage,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** One message of the chat's log, found by the tag in its text. */
const messageWith = (chat: Locator, text: string) =>
  messageLog(chat).getByTestId("chat-message").filter({ hasText: text });
const sentMark = (message: Locator) => message.getByRole("img", { name: RECEIPT_TEXTS.sent });
const readMark = (message: Locator) => message.getByRole("img", { name: RECEIPT_TEXTS.read });

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client and executor] ✓ turns into ✓✓ when the lawyer opens the chat; the lawyer's typing shows «печатает…» (${screen})`, async ({
      page: client,
      browser,
      baseURL,
    }) => {
      // Two people in two browsers, both live.
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const account = await createClient(client, "individual", `Клиентка ${tag}`);
      const chat = await openClientChat(client, account.token, 1);
      await signInWithToken(client, account.token, account.email);
      const clientPushed = waitForPushChannel(client);
      await client.goto(`/dashboard?tab=chat&chat=${chat.id}`);
      await clientPushed;
      const clientChat = client.getByTestId("chat-view");
      const question = messageWith(clientChat, `#${tag}-q`);

      await test.step("the client's message shows ✓ while no lawyer has read it", async () => {
        const box = composer(clientChat);
        await box.text.fill(`Нужна консультация по договору аренды #${tag}-q`);
        await box.send.click();
        await expect(sentMark(question)).toBeVisible();
        await expect(readMark(question)).toHaveCount(0);
      });

      const { context, page: executor } = await openExecutorPage(browser, baseURL);
      await executor.setViewportSize(viewport);
      const executorChat = executor.getByTestId("chat-view");

      await test.step("the lawyer opens the chat: the client's ✓ turns into ✓✓ live", async () => {
        const pushed = waitForPushChannel(executor);
        await executor.goto(`/executor-dashboard?chat=${chat.id}`);
        await pushed;
        await expect(messageWith(executorChat, `#${tag}-q`)).toBeVisible();
        await expect(readMark(question)).toBeVisible();
        await expect(sentMark(question)).toHaveCount(0);
      });

      const indicator = clientChat.getByTestId("typing-indicator");
      await test.step("the lawyer types: the client sees «печатает…» in a polite live region", async () => {
        await expect(indicator).toHaveAttribute("aria-live", "polite");
        await expect(indicator).toHaveText("");
        await composer(executorChat).text.pressSequentially("Добрый день");
        await expect(indicator).toHaveText(RECEIPT_TEXTS.typing);
        await expectAccessible(client);
      });

      await test.step("the reply ends «печатает…»; the client has it on screen, so the lawyer sees ✓✓", async () => {
        const box = composer(executorChat);
        await box.text.pressSequentially(`, посмотрю договор сегодня. #${tag}-a`);
        await box.send.click();
        await expect(messageWith(clientChat, `#${tag}-a`)).toBeVisible();
        // Well before the 5 s a notice lasts: the message itself cleared it.
        await expect(indicator).toHaveText("", { timeout: 1_500 });
        await expect(readMark(messageWith(executorChat, `#${tag}-a`))).toBeVisible();
        await expectAccessible(executor);
      });
      await context.close();
    });

    test(`[guest and executor] the guest's question turns ✓✓ when the lawyer reads it; the guest's typing reaches the lawyer (${screen})`, async ({
      page: guest,
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const created = await guest.request.post("/api/guest/chat/sessions", {
        data: {
          service_id: "consultation",
          contact_method: "email",
          guest_email: `guest-${tag}@e2e.test`,
          question: `Можно ли вернуть залог за квартиру? #${tag}-q`,
        },
      });
      expect(created.status()).toBe(201);
      const chat = (await created.json()) as ChatSession;
      // The contact was given with the question; the browser remembers it per chat.
      await guest.goto("/api/health");
      await guest.evaluate(
        ({ id, email }) =>
          localStorage.setItem(
            `guestChatContact:${id}`,
            JSON.stringify({ method: "email", value: email }),
          ),
        { id: chat.id, email: `guest-${tag}@e2e.test` },
      );
      const pushed = waitForPushChannel(guest);
      await guest.goto(`/guest-chat/${chat.id}`);
      await pushed;
      const guestChat = guest.getByTestId("guest-chat");
      const question = messageWith(guestChat, `#${tag}-q`);
      await expect(sentMark(question)).toBeVisible();

      const { context, page: executor } = await openExecutorPage(browser, baseURL);
      await executor.setViewportSize(viewport);
      const executorChat = executor.getByTestId("chat-view");
      const executorPushed = waitForPushChannel(executor);
      await executor.goto(`/executor-dashboard?chat=${chat.id}`);
      await executorPushed;
      await expect(messageWith(executorChat, `#${tag}-q`)).toBeVisible();
      await expect(readMark(question)).toBeVisible();

      await composer(guestChat).text.pressSequentially("Уточню детали");
      await expect(executorChat.getByTestId("typing-indicator")).toHaveText(RECEIPT_TEXTS.typing);
      await expectAccessible(guest);
      await context.close();
    });
  });
}
