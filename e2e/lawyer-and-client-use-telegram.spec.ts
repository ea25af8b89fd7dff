import type { Browser, Page } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import {
  TELEGRAM_BOT_TEXTS as B,
  TELEGRAM_TEXTS as T,
  TELEGRAM_ALERT_LABELS,
} from "../domain/telegram/telegram.ts";
import { type AppProcess, startAppProcess } from "../scripts/app-process.ts";
import {
  type FakeTelegram,
  privateMessageUpdate,
  startFakeTelegram,
} from "../server/test/fake-telegram.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { DEMO_ACCOUNTS, E2E_ADMIN_PHONE } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  OPEN_DIALOG,
  openCabinetTab,
  signInOperatorOn,
  VIEWPORTS,
} from "./support/back-office.ts";
import { messageLog, uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 47: the firm's Telegram bot, walked through the screens with a local fake in place of
 * Telegram (server/test/fake-telegram.ts, holding getUpdates as Telegram does, so the app's
 * background poll behaves as against the real one). The operator enters the bot's token in
 * «Настройки сайта»; the demo lawyer links their Telegram in «Учётная запись»; a guest continues
 * their chat in Telegram and writes from there; the lawyer hears of it in Telegram and answers by
 * replying to the alert, and the answer reaches the guest's chat; then each unlinks their
 * Telegram on the site. Each screen gets an app of its own (the suite's app has no bot, and a bot
 * set once stays set), so each walk starts unlinked.
 */
const OPERATOR = { email: "owner@telegram.test", password: "telegram-operator-password" };
/** The Telegram chats of the story (a private chat's id is its person's id). */
const LAWYER_TG = 501;
const GUEST_TG = 777;

/** The one-time token of a «Открыть Telegram» link: https://t.me/<bot>?start=<token>. */
function startTokenOf(href: string | null, bot: string): string {
  expect(href).not.toBeNull();
  const url = new URL(href ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${bot}`);
  const token = url.searchParams.get("start") ?? "";
  expect(token).not.toBe("");
  return token;
}

/** The bot's sendMessage to `chatId` whose text contains `text`, once the app has sent it. */
async function botSaid(fake: FakeTelegram, chatId: number, text: string) {
  const find = () =>
    fake
      .sent("sendMessage")
      .find(
        (call) => Number(call.params.chat_id) === chatId && String(call.params.text).includes(text),
      );
  await expect
    .poll(() => find() !== undefined, {
      message: `the bot's message to ${chatId} with «${text}»`,
      timeout: 15_000,
    })
    .toBe(true);
  return find() as NonNullable<ReturnType<typeof find>>;
}

/** A new browser at this screen's size (each person of the story has their own). */
async function personOn(browser: Browser, viewport: { width: number; height: number }) {
  return (await browser.newContext({ viewport })).newPage();
}

/**
 * A guest's chat about a catalogue service, made as the contact form posts it (the form has its
 * own spec), opened in the guest's browser with the contact the page keeps.
 */
async function openGuestChatOn(guest: Page, origin: string, email: string): Promise<ChatSession> {
  const services = (await (await guest.request.get(`${origin}/api/services`)).json()) as Service[];
  const service = services.find((item) => item.category !== "auto");
  if (!service) throw new Error("the demo catalogue has no service");
  const created = await guest.request.post(`${origin}/api/guest/chat/sessions`, {
    data: {
      service_id: String(service.id),
      guest_name: "Ольга Гостева",
      guest_phone: "+7 (900) 555-47-47",
      guest_email: email,
      consent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const chat = (await created.json()) as ChatSession;
  await guest.goto(`${origin}/api/health`);
  await guest.evaluate(
    ({ id, value }) =>
      localStorage.setItem(`guestChatContact:${id}`, JSON.stringify({ method: "email", value })),
    { id: chat.id, value: email },
  );
  await guest.goto(`${origin}/guest-chat/${chat.id}`);
  await expect(guest.getByTestId("guest-chat")).toBeVisible();
  return chat;
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe
    .serial(`${screen} (${viewport.width} px)`, () => {
      let app: AppProcess;
      let fake: FakeTelegram;
      let nextUpdateId = 1;
      /** Queues what a person writes to the bot; the app's held poll gets it at once. */
      const write = (chatId: number, message: Record<string, unknown>) =>
        fake.queueUpdate(privateMessageUpdate(nextUpdateId++, chatId, message));

      test.beforeAll(async () => {
        test.setTimeout(120_000);
        fake = await startFakeTelegram(undefined, undefined, { longPoll: true });
        app = await startAppProcess({
          env: {
            ADMIN_EMAIL: OPERATOR.email,
            ADMIN_PASSWORD: OPERATOR.password,
            // The operator's number, confirmed by the configuration (issue 45 §2).
            ADMIN_PHONE: E2E_ADMIN_PHONE,
            // No bot from the environment: the operator enters it on the screen.
            TELEGRAM_BOT_TOKEN: "",
            TELEGRAM_API_URL: fake.origin,
          },
        });
      });
      test.afterAll(async () => {
        await app?.stop();
        await fake?.close();
      });
      test.use({ viewport });

      test(`[operator, lawyer, guest] the firm's bot: a guest writes from Telegram, the lawyer answers from Telegram (${screen})`, async ({
        page,
        browser,
      }) => {
        test.setTimeout(90_000);
        const tag = uniqueTag();
        const operatorToken = await test.step("the operator enters the bot's token", async () => {
          const token = await signInOperatorOn(page, app.origin, OPERATOR);
          await page.goto(`${app.origin}/executor-dashboard`);
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.siteSettings);
          const section = page.getByRole("region", { name: T.settingsTitle });
          await expect(section).toContainText(T.settingsHint);
          const input = section.getByLabel(T.tokenLabel, { exact: true });
          await expectUncovered(input);
          await input.fill(fake.token);
          const save = section.getByRole("button", { name: T.save, exact: true });
          await expectUncovered(save);
          await save.click();
          // The server asked Telegram who the bot is, and names it.
          await expect(section.getByRole("status")).toHaveText(T.botName(fake.username));
          await expect(section).toContainText(T.modePolling);
          await expect(section).toContainText(T.tokenSet);
          await expect(input).toHaveValue("");
          expect(fake.sent("getMe").length).toBeGreaterThan(0);
          await expectAccessible(page);
          return token;
        });

        const lawyer = await personOn(browser, viewport);
        const lawyerId = await test.step("the lawyer links their Telegram", async () => {
          const token = await signInOperatorOn(lawyer, app.origin, DEMO_ACCOUNTS.executor);
          await lawyer.goto(`${app.origin}/executor-dashboard`);
          await openCabinetTab(lawyer, EXECUTOR_TEXTS.tabs.account);
          const section = lawyer.getByRole("region", { name: T.accountTitle });
          await expect(section).toContainText(T.accountHint);
          const connect = section.getByRole("button", { name: T.connect });
          await expectUncovered(connect);
          await connect.click();
          const open = section.getByRole("link", { name: T.openLink });
          await expect(section.getByRole("status")).toHaveText(T.waiting);
          await expectUncovered(open);
          // The lawyer opens the link in Telegram and presses «Запустить»: the bot gets /start.
          const start = startTokenOf(await open.getAttribute("href"), fake.username);
          write(LAWYER_TG, { text: `/start ${start}` });
          await expect(section.getByRole("status")).toHaveText(T.linkedAs(`@user${LAWYER_TG}`), {
            timeout: 15_000,
          });
          await expect(
            section.getByRole("switch", { name: TELEGRAM_ALERT_LABELS.client_message }),
          ).toBeChecked();
          await expect(section.getByRole("button", { name: T.disconnect })).toBeVisible();
          await botSaid(fake, LAWYER_TG, B.staffLinked(DEMO_ACCOUNTS.executor.fullName));
          await expectAccessible(lawyer);
          const me = await lawyer.request.get(`${app.origin}/api/auth/me`, {
            headers: authHeader(token),
          });
          return ((await me.json()) as { id: number }).id;
        });

        const guest = await personOn(browser, viewport);
        await test.step("a guest continues their chat in Telegram", async () => {
          const opened = await openGuestChatOn(guest, app.origin, `guest-${tag}@telegram.test`);
          // A new chat goes to the least busy lawyer, here the operator: it is handed to the
          // demo lawyer, as «Передать чат» does, so that their Telegram hears of it.
          const handed = await page.request.put(
            `${app.origin}/api/executor/chat-sessions/${opened.id}/assignee`,
            { headers: authHeader(operatorToken), data: { user_id: lawyerId } },
          );
          expect(handed.status(), await handed.text()).toBe(200);

          const box = guest.getByTestId("chat-telegram");
          const continueThere = box.getByRole("button", { name: T.continueInTelegram });
          await expectUncovered(continueThere);
          await continueThere.click();
          const open = box.getByRole("link", { name: T.openLink });
          await expect(box.getByRole("status")).toHaveText(T.waiting);
          await expectUncovered(open);
          const start = startTokenOf(await open.getAttribute("href"), fake.username);
          write(GUEST_TG, { text: `/start ${start}` });
          await expect(box.getByRole("status")).toHaveText(T.chatLinked, { timeout: 15_000 });
          await expectUncovered(box.getByRole("button", { name: T.unlinkChat }));
          await botSaid(fake, GUEST_TG, B.chatLinked(opened.service_title));
          await expectAccessible(guest);
        });

        const question = `Пишу из Telegram: прислать договор сюда? ${tag}`;
        await test.step("what the guest writes to the bot lands in their chat", async () => {
          write(GUEST_TG, { text: question });
          const message = messageLog(guest)
            .getByTestId("chat-message")
            .filter({ hasText: question });
          await expect(message).toBeVisible({ timeout: 15_000 });
          await expect(message.getByTestId("via-telegram")).toHaveText(`${T.viaTelegram} ·`);
        });

        const answer = `Да, пришлите договор сюда, посмотрю сегодня. ${tag}`;
        await test.step("the lawyer answers the alert in Telegram; the guest reads it", async () => {
          // The alert quotes the guest's message; Telegram's «Ответить» names it.
          const alert = await botSaid(fake, LAWYER_TG, question);
          const alertId = (alert.result as { message_id: number }).message_id;
          write(LAWYER_TG, {
            text: answer,
            reply_to_message: {
              message_id: alertId,
              date: 0,
              chat: { id: LAWYER_TG, type: "private" },
            },
          });
          const message = messageLog(guest).getByTestId("chat-message").filter({ hasText: answer });
          await expect(message).toBeVisible({ timeout: 15_000 });
          await expect(message).toHaveAttribute("data-sender", "executor");
          await expect(message.getByTestId("via-telegram")).toHaveText(`${T.viaTelegram} ·`);
          await botSaid(fake, LAWYER_TG, B.sent);
          // The chat continues in the guest's Telegram: the answer goes there as well.
          await botSaid(fake, GUEST_TG, answer);
          await expectAccessible(guest);
        });
        await test.step("each unlinks their Telegram on the site", async () => {
          const box = guest.getByTestId("chat-telegram");
          await box.getByRole("button", { name: T.unlinkChat }).click();
          await expect(guest.getByText(T.chatUnlinked)).toBeVisible();
          await expect(box.getByRole("button", { name: T.continueInTelegram })).toBeVisible();

          const section = lawyer.getByRole("region", { name: T.accountTitle });
          const disconnect = section.getByRole("button", { name: T.disconnect });
          await expectUncovered(disconnect);
          await disconnect.click();
          const dialog = lawyer.getByRole("dialog", { name: T.disconnect });
          await expect(dialog).toContainText(T.disconnectConfirm);
          await expectAccessible(lawyer, OPEN_DIALOG);
          await dialog.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
          await expect(lawyer.getByText(T.disconnected)).toBeVisible();
          await expect(section.getByRole("button", { name: T.connect })).toBeVisible();
        });
        await guest.context().close();
        await lawyer.context().close();
      });
    });
}
