import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CHAT_FILTER_LABELS, CHAT_TEXTS } from "../domain/chat/chat.ts";
import { PHONE_SCREEN_TEXTS } from "../domain/phone-auth/phone-auth.ts";
import { CHAT_UI_TEXTS } from "../web/features/chat/chat-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { CONTACT_FIELD_TEXTS } from "../web/ui/contact-fields-texts.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import { expectAccessible, expectUncovered, VIEWPORTS } from "./support/back-office.ts";
import {
  chatCardOf,
  composer,
  messageLog,
  pdfFile,
  sessionIdOf,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

test("[guest and executor] an anonymous question, a PDF and the lawyer's reply, all live", async ({
  browser,
  baseURL,
}) => {
  // Two people, two browsers and a file: 14 s alone, about twice that beside the other worker.
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const guestEmail = `guest-${tag}@e2e.test`;
  const question = `Как расторгнуть договор аренды досрочно? #${tag}`;
  const note = `Прикладываю договор, посмотрите пункт 7. #${tag}`;
  const pdf = pdfFile(`dogovor-arendy-${tag}.pdf`);
  const reply = `Пункт 7 позволяет расторгнуть договор с уведомлением за месяц. #${tag}`;

  const guestContext = await browser.newContext({ baseURL });
  const executorContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  const executor = await executorContext.newPage();

  await test.step("the executor signs in through the form and opens the chats tab", async () => {
    await executor.goto("/login");
    await executor.getByRole("tab", { name: PHONE_SCREEN_TEXTS.byPassword }).click();
    await executor.getByRole("button", { name: /^Исполнитель/ }).click();
    await executor.getByLabel("Email").fill(DEMO_ACCOUNTS.executor.email);
    await executor.getByLabel(/^Пароль/).fill(DEMO_ACCOUNTS.executor.password);
    const pushed = waitForPushChannel(executor);
    await executor.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(executor).toHaveURL(/\/executor-dashboard$/);
    await pushed;
    await executor
      .getByRole("navigation", { name: EXECUTOR_TEXTS.menuLabel })
      .getByRole("link", { name: EXECUTOR_TEXTS.tabs.chats })
      .click();
    await expect(
      executor
        .getByRole("group", { name: EXECUTOR_TEXTS.filterLabel })
        .getByRole("button", { name: CHAT_FILTER_LABELS.all, pressed: true }),
    ).toBeVisible();
    await expect(
      executor
        .getByRole("list", { name: EXECUTOR_TEXTS.chatListLabel })
        .or(executor.getByText(EXECUTOR_TEXTS.emptyChats.all)),
    ).toBeVisible();
  });

  let sessionId = "";
  await test.step("the guest asks through the floating helper's quick form", async () => {
    await guest.goto("/");
    await guest.getByRole("button", { name: "Написать юристу" }).click();
    // The helper's greeting, not the service cards' buttons of the same name.
    await guest.getByRole("dialog").getByRole("button", { name: "Написать в чат" }).click();
    const form = guest.getByRole("dialog", { name: GUEST_CHAT_TEXTS.quickTitle });
    await expect(form).toBeVisible();
    await form.getByRole("radio", { name: GUEST_CHAT_TEXTS.email }).check();
    await form.getByRole("textbox", { name: GUEST_CHAT_TEXTS.yourEmail }).fill(guestEmail);
    await form.getByRole("textbox", { name: GUEST_CHAT_TEXTS.question }).fill(question);
    const pushed = waitForPushChannel(guest);
    await form.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();

    await expect(guest).toHaveURL(/\/guest-chat\/[0-9a-f-]{36}$/);
    await pushed;
    sessionId = sessionIdOf(guest);
    await expect(
      guest.getByRole("heading", { level: 1, name: CHAT_TEXTS.quickQuestionTitle }),
    ).toBeVisible();
    await expect(guest.getByTestId("guest-chat-warning")).toContainText(
      CHAT_TEXTS.guestDeletionWarning,
    );
    await expect(guest.getByTestId("guest-chat")).toContainText(guestEmail);
    // The question is the chat's first message, and the contact is known: no contact modal.
    await expect(messageLog(guest).getByTestId("chat-message")).toHaveCount(1);
    await expect(messageLog(guest).getByTestId("chat-message")).toContainText(question);
    await expect(guest.getByRole("dialog")).toHaveCount(0);
  });

  const card = chatCardOf(executor, sessionId);
  await test.step("the executor's list shows the new chat with its unread badge, live", async () => {
    await expect(card).toBeVisible();
    await expect(card).toContainText(CHAT_TEXTS.quickQuestionTitle);
    await expect(card).toContainText(EXECUTOR_TEXTS.guest);
    await expect(card).toContainText(question);
    await expect(card.getByText(EXECUTOR_TEXTS.unreadBadge(1))).toBeVisible();
  });

  await test.step("the guest sends a note with a PDF attached", async () => {
    const box = composer(guest);
    await box.files.setInputFiles(pdf);
    await expect(guest.getByText(pdf.name)).toBeVisible();
    await box.text.fill(note);
    await box.send.click();

    const log = messageLog(guest);
    await expect(log.getByText(note)).toBeVisible();
    const link = log.getByRole("link", { name: pdf.name });
    await expect(link).toBeVisible();
    await expect(box.text).toHaveValue("");
    // The guest's file address works by itself and serves the very bytes that were sent.
    const href = await link.getAttribute("href");
    const file = await guest.request.get(href ?? "");
    expect(file.ok()).toBe(true);
    expect(file.headers()["content-type"]).toContain("application/pdf");
    expect(Buffer.compare(await file.body(), pdf.buffer)).toBe(0);
  });

  await test.step("the executor's card counts the two new messages, live", async () => {
    // The question, then one send of text and a file: a send counts once, whatever it carries.
    await expect(card.getByText(EXECUTOR_TEXTS.unreadBadge(2))).toBeVisible();
    await expect(card).toContainText(pdf.name);
  });

  const chat = executor.getByTestId("chat-view");
  await test.step("the executor opens the chat inline and sees the note and the PDF", async () => {
    await card.getByRole("link").first().click();
    await expect(executor).toHaveURL(new RegExp(`chat=${sessionId}`));
    await expect(chat).toHaveAttribute("data-session-id", sessionId);
    await expect(chat).toContainText(guestEmail);
    const log = messageLog(chat);
    await expect(log.getByText(question)).toBeVisible();
    await expect(log.getByText(note)).toBeVisible();
    await expect(log.getByRole("link", { name: pdf.name })).toBeVisible();
    await expect(
      chat.getByRole("region", { name: CHAT_UI_TEXTS.attachments }).getByRole("link", {
        name: pdf.name,
      }),
    ).toBeVisible();
  });

  await test.step("the executor replies; the guest sees the reply without reloading", async () => {
    const box = composer(chat);
    await box.text.fill(reply);
    await box.send.click();
    await expect(messageLog(chat).getByText(reply)).toBeVisible();

    const answer = messageLog(guest).getByTestId("chat-message").filter({ hasText: reply });
    await expect(answer).toBeVisible();
    await expect(answer).toHaveAttribute("data-sender", "executor");
    // The lawyer is named from their profile, not only «Юрист».
    await expect(answer).toContainText(DEMO_ACCOUNTS.executor.fullName);
  });

  await test.step("opening the chat marked the guest's messages read", async () => {
    await chat.getByRole("button", { name: CHAT_UI_TEXTS.back }).click();
    await expect(card).toBeVisible();
    await expect(card.getByText(/Непрочитанных/)).toHaveCount(0);
  });

  await guestContext.close();
  await executorContext.close();
});

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] «Написать в чат» on a service card: contact form, then the guest chat (${screen})`, async ({
      page,
    }) => {
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services[0];
      if (!service) throw new Error("the demo catalogue is empty");
      const tag = uniqueTag();
      const name = `Ольга Гостевая ${tag}`;
      const phone = "+7 (916) 555-12-34";

      await page.goto("/services");
      const card = page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
      await card.getByRole("button", { name: "Написать в чат" }).click();
      const dialog = page.getByRole("dialog", { name: GUEST_CHAT_TEXTS.dialogTitle });
      await expect(dialog).toContainText(service.title);

      await test.step("name and phone are required, then consent", async () => {
        await dialog.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();
        await expect(dialog.getByRole("alert")).toHaveText(CHAT_TEXTS.guestNameAndPhoneRequired);
        await dialog.getByRole("textbox", { name: CONTACT_FIELD_TEXTS.name }).fill(name);
        await dialog
          .getByRole("textbox", { name: CONTACT_FIELD_TEXTS.phone, exact: true })
          .fill(phone);
        await dialog.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();
        await expect(dialog.getByText(CHAT_TEXTS.consentRequired)).toBeVisible();
        await expectUncovered(dialog.getByRole("checkbox"));
        await expectAccessible(page, "[role=dialog]");
        await expect(page).toHaveURL(/\/services$/);
      });

      await test.step("with consent the guest chat for that service opens", async () => {
        await dialog.getByRole("checkbox").check();
        await dialog.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();
        await expect(page).toHaveURL(/\/guest-chat\/[0-9a-f-]{36}$/);
        await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
        await expect(page.getByTestId("guest-chat")).toContainText(
          `${GUEST_CHAT_TEXTS.guestLabel}: ${name}, ${phone}`,
        );
        await expect(page.getByTestId("guest-chat-warning")).toContainText(
          CHAT_TEXTS.guestDeletionWarning,
        );
        await expect(messageLog(page)).toContainText(CHAT_UI_TEXTS.noMessages);
      });

      await test.step("the phone is remembered: the first message goes without the contact modal", async () => {
        const text = `Здравствуйте, нужна помощь с договором. #${tag}`;
        const box = composer(page);
        await box.text.fill(text);
        await box.text.press("Enter");
        await expect(messageLog(page).getByText(text)).toBeVisible();
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    });
  });
}
