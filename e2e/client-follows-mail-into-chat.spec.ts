import { NOTIFICATION_CENTRE_TEXTS as T } from "../domain/notifications/notifications.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import {
  executorToken,
  messageLog,
  openClientChat,
  postAs,
  sendAs,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";
import { mailTo } from "./support/mailbox.ts";

/**
 * Issue 14: the lawyer marks the documents ready; the client gets the mail (read from the run's
 * SMTP server) and the bell's count, opens the bell (read at once), follows the mail's link into
 * the chat, and hears the lawyer's next message in the bell live, without reloading.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] gets the mail and the bell, follows the link into the chat (${name})`, async ({
      page,
    }) => {
      const client = await createClient(page, "individual", "Клиент Письмов");
      const chat = await openClientChat(page, client.token, 1);
      const lawyer = await executorToken(page);
      await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/start-task`);
      await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/documents-ready`);

      const mail = await mailTo(client.email);
      expect(mail.subject).toContain("Документы готовы");
      expect(mail.text).toContain("Здравствуйте, Клиент Письмов!");
      const link = /(https?:\/\/\S+\/dashboard\?tab=chat&chat=[0-9a-f-]{36})/.exec(
        mail.text ?? "",
      )?.[1];
      expect(link, "the mail carries the chat's link").toBeTruthy();
      const target = new URL(link!);

      await signInWithToken(page, client.token, client.email);
      const pushed = waitForPushChannel(page);
      await page.goto("/");
      await pushed;
      const bell = page.getByRole("button", { name: T.bell(1) });
      await expect(bell).toBeVisible();
      await bell.click();
      const centre = page.getByRole("dialog", { name: T.title });
      await expect(centre.getByText("Документы готовы")).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      // Opened is read: the count is gone, the item keeps its «Новое» mark while the list is open.
      await expect(page.getByRole("button", { name: T.bell(0) })).toBeVisible();
      await expect(centre.getByText(T.unreadLabel)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(centre).toBeHidden();

      await page.goto(target.pathname + target.search);
      await expect(page.getByRole("heading", { name: chat.service_title }).first()).toBeVisible();
      await expect(
        messageLog(page)
          .getByText(/Документы готовы/)
          .first(),
      ).toBeVisible();

      // The lawyer writes again: the bell counts it live.
      await sendAs(page, lawyer, chat.id, "Посмотрите, пожалуйста, пункт 3.");
      await expect(page.getByRole("button", { name: T.bell(1) })).toBeVisible();
      // The chat open on screen may mark it read a moment later (the count then goes): the bell is
      // pressed whatever it counts by then, and the notice is in the list either way.
      await page.getByRole("button", { name: /^Уведомления/ }).click();
      await expect(
        page.getByRole("dialog", { name: T.title }).getByText("Новое сообщение от юриста"),
      ).toBeVisible();
    });
  });
}
