import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TELEGRAM_BOT_TEXTS as B } from "../../../domain/telegram/telegram.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { telegramChatTies, telegramUpdates } from "../../db/schema/telegram.ts";
import { users } from "../../db/schema/users.ts";
import {
  createGuestChat,
  executorToken,
  messagesOf,
  openClientChat,
  PDF_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import {
  type BotApiCall,
  type FakeTelegram,
  privateMessageUpdate,
  startFakeTelegram,
} from "../../test/fake-telegram.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { requestPaymentInChat } from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { eraseClient } from "../clients/erase-client.ts";
import { webhookSecretOf } from "./bot.ts";

/** Issue 47 §1–§3: the firm's bot, against a local server speaking the Bot API. */
let fake: FakeTelegram;
let t: TestApp;
let lawyer: string;
let lawyerId: number;
let nextUpdateId = 1;

const LAWYER_TG = 501;
const CLIENT_TG = 777;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await buildTestApp({
    env: { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_API_URL: fake.origin, LOG_LEVEL: "error" },
  });
  lawyer = await executorToken(t.app);
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  lawyerId = demo?.id ?? 0;
  // The lawyer links their Telegram once, for every test below.
  const start = await linkToken("/api/telegram/link", lawyer);
  await deliver(messageUpdate(LAWYER_TG, { text: `/start ${start}` }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A private message to the bot, as Telegram wraps it in an update (ids in order). */
const messageUpdate = (chatId: number, message: Record<string, unknown>) =>
  privateMessageUpdate(nextUpdateId++, chatId, message);

/** A reply (Telegram's «Ответить») to the bot's message `messageId`. */
const replyTo = (chatId: number, messageId: number) => ({
  reply_to_message: { message_id: messageId, date: 0, chat: { id: chatId, type: "private" } },
});

/** Telegram posts the update to the webhook with the bot's secret; the queue handles it. */
async function deliver(update: Record<string, unknown>, app = t.app) {
  const response = await app.inject({
    method: "POST",
    url: "/api/telegram/webhook",
    headers: { "x-telegram-bot-api-secret-token": webhookSecretOf(fake.token) },
    payload: update,
  });
  expect(response.statusCode, response.body).toBe(204);
  await app.telegram.flush();
}

const sentTo = (chatId: number, method = "sendMessage"): BotApiCall[] =>
  fake.sent(method).filter((call) => Number(call.params.chat_id) === chatId);
const lastSaidTo = (chatId: number) => sentTo(chatId).at(-1)?.params.text as string | undefined;
const messageIdOf = (call: BotApiCall | undefined) =>
  (call?.result as { message_id: number } | undefined)?.message_id ?? 0;

async function linkToken(url: string, token?: string) {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const linkUrl = new URL((response.json() as { url: string }).url);
  expect(linkUrl.origin + linkUrl.pathname).toBe(`https://t.me/${fake.username}`);
  return linkUrl.searchParams.get("start") as string;
}

/** A registered client's chat, given to the demo lawyer. */
async function clientChatOfLawyer() {
  const client = await registerClient(t.app);
  const chat = await openClientChat(t.app, client.token);
  await t.db.update(chatSessions).set({ assigneeId: lawyerId }).where(eq(chatSessions.id, chat.id));
  return { token: client.token, userId: client.user.id, chat };
}

/** The client writes on the site; the lawyer's Telegram alert for it (sent now). */
async function clientWrites(chatId: string, token: string, text: string) {
  const before = sentTo(LAWYER_TG).length;
  const sent = await sendMessage(t.app, `/api/chat/sessions/${chatId}/messages`, text, [], token);
  expect(sent.statusCode, sent.body).toBe(201);
  await t.app.telegram.flush();
  return sentTo(LAWYER_TG).slice(before);
}

describe("the bot's webhook", () => {
  it("refuses an update without the bot's secret (401) and keeps nothing of it", async () => {
    for (const headers of [{}, { "x-telegram-bot-api-secret-token": "forged" }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/telegram/webhook",
        headers,
        payload: { update_id: 999_999, message: { text: "/stop" } },
      });
      expect(response.statusCode).toBe(401);
    }
    const kept = await t.db
      .select()
      .from(telegramUpdates)
      .where(eq(telegramUpdates.updateId, 999_999));
    expect(kept).toEqual([]);
  });

  it("handles an update once, though two instances each got it", async () => {
    const second = await buildTestApp({ shareDatabaseOf: t });
    try {
      const { chat, token } = await clientChatOfLawyer();
      const [alert] = await clientWrites(chat.id, token, "Когда будет готово?");
      const reply = messageUpdate(LAWYER_TG, {
        text: "Завтра к обеду",
        ...replyTo(LAWYER_TG, messageIdOf(alert)),
      });
      await Promise.all([deliver(reply), deliver(reply, second.app)]);
      const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, lawyer);
      expect(messages.filter((m) => m.content === "Завтра к обеду")).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe("a local start without https", () => {
  it("long-polls Telegram and keeps each update once, however often it comes back", async () => {
    const update = messageUpdate(4242, { text: "/chats" });
    fake.queueUpdate(update);
    await t.app.telegram.poll();
    await t.app.telegram.poll();
    expect(sentTo(4242).map((call) => call.params.text)).toEqual([B.notLinked]);
    const [lastPoll] = fake.sent("getUpdates").slice(-1);
    expect(lastPoll?.params.offset).toBe(update.update_id + 1);
  });
});

describe("a lawyer's Telegram", () => {
  it("is linked by a one-time link and shown in «Учётная запись»", async () => {
    const account = await t.app.inject({ url: "/api/telegram/account", headers: bearer(lawyer) });
    expect(account.json()).toMatchObject({
      bot_configured: true,
      bot_username: fake.username,
      linked: true,
      telegram_name: `@user${LAWYER_TG}`,
    });
    expect(sentTo(LAWYER_TG)[0]?.params.text).toContain("уведомления сайта будут приходить сюда");
    // The same link again: used already.
    const start = await linkToken("/api/telegram/link", lawyer);
    await deliver(messageUpdate(9001, { text: `/start ${start}` }));
    await deliver(messageUpdate(9002, { text: `/start ${start}` }));
    expect(lastSaidTo(9002)).toBe(B.linkInvalid);
    // 9001 took the account over; the lawyer links their own Telegram back.
    const again = await linkToken("/api/telegram/link", lawyer);
    await deliver(messageUpdate(LAWYER_TG, { text: `/start ${again}` }));
    const linked = await t.app.inject({ url: "/api/telegram/account", headers: bearer(lawyer) });
    expect(linked.json()).toMatchObject({ linked: true, telegram_name: `@user${LAWYER_TG}` });
  });

  it("gets a client's message with its text and a button to the chat; the next ones gather for a minute", async () => {
    const { chat, token } = await clientChatOfLawyer();
    const [alert, ...more] = await clientWrites(chat.id, token, "Нужен договор аренды");
    expect(more).toEqual([]);
    const text = alert?.params.text as string;
    expect(text).toContain("Новое сообщение клиента");
    expect(text).toContain("Нужен договор аренды");
    // A local start (no https): the chat's address is in the text, as Telegram takes no such button.
    expect(text).toContain(`/executor-dashboard?tab=chats&chat=${encodeURIComponent(chat.id)}`);
    expect(await clientWrites(chat.id, token, "И ещё вопрос")).toEqual([]);
  });

  it("posts a reply with a photo into the chat as the lawyer's and confirms it; refuses a file of the wrong kind", async () => {
    const { chat, token } = await clientChatOfLawyer();
    const [alert] = await clientWrites(chat.id, token, "Пришлите фото квитанции");
    const photo = fake.addFile(JPEG);
    await deliver(
      messageUpdate(LAWYER_TG, {
        photo: [
          { file_id: photo, file_unique_id: "p1", width: 90, height: 90, file_size: JPEG.length },
        ],
        caption: "Вот квитанция",
        ...replyTo(LAWYER_TG, messageIdOf(alert)),
      }),
    );
    expect(lastSaidTo(LAWYER_TG)).toBe(B.sent);
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, token);
    const text = messages.find((m) => m.content === "Вот квитанция");
    const file = messages.find((m) => m.message_type === "file");
    expect(text).toMatchObject({ sender_type: "executor", via: "telegram" });
    expect(file).toMatchObject({
      sender_type: "executor",
      via: "telegram",
      file_type: "image/jpeg",
    });
    const download = await t.app.inject({ url: file?.file_url as string, headers: bearer(token) });
    expect(download.rawPayload.equals(JPEG)).toBe(true);

    const exe = fake.addFile(Buffer.from("MZ\x90\x00 not a document"));
    await deliver(
      messageUpdate(LAWYER_TG, {
        document: { file_id: exe, file_unique_id: "d1", file_name: "акт.pdf", file_size: 20 },
        ...replyTo(LAWYER_TG, messageIdOf(alert)),
      }),
    );
    expect(lastSaidTo(LAWYER_TG)).toMatch(/^Не отправлено: /);
    const after = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, token);
    expect(after).toHaveLength(messages.length);
  });

  it("is told, not posted, when the chat was handed to a colleague", async () => {
    const { chat, token } = await clientChatOfLawyer();
    const [alert] = await clientWrites(chat.id, token, "Вопрос");
    const [admin] = await t.db.select().from(users).where(eq(users.role, "admin"));
    await t.db
      .update(chatSessions)
      .set({ assigneeId: admin?.id ?? null })
      .where(eq(chatSessions.id, chat.id));
    await deliver(
      messageUpdate(LAWYER_TG, { text: "Отвечаю", ...replyTo(LAWYER_TG, messageIdOf(alert)) }),
    );
    expect(lastSaidTo(LAWYER_TG)).toBe(B.handedOver);
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, token);
    expect(messages.some((m) => m.content === "Отвечаю")).toBe(false);
  });

  it("switches a kind of alert off on its own", async () => {
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/telegram/alerts",
      headers: bearer(lawyer),
      payload: { alerts: { client_message: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ alerts: { client_message: false, new_chat: true } });
    const { chat, token } = await clientChatOfLawyer();
    expect(await clientWrites(chat.id, token, "Тишина")).toEqual([]);
    await t.app.inject({
      method: "PUT",
      url: "/api/telegram/alerts",
      headers: bearer(lawyer),
      payload: { alerts: { client_message: true } },
    });
  });
});

describe("a client's chat in Telegram", () => {
  it("is tied by «Продолжить в Telegram»: the lawyer's messages and files go there, what the client writes comes back", async () => {
    const { chat, token } = await clientChatOfLawyer();
    const state = () =>
      t.app.inject({ url: `/api/chat/sessions/${chat.id}/telegram-link`, headers: bearer(token) });
    expect((await state()).json()).toEqual({ bot_configured: true, linked: false });
    const start = await linkToken(`/api/chat/sessions/${chat.id}/telegram-link`, token);
    await deliver(messageUpdate(CLIENT_TG, { text: `/start ${start}` }));
    expect(lastSaidTo(CLIENT_TG)).toContain("продолжится здесь");
    expect((await state()).json()).toEqual({ bot_configured: true, linked: true });

    const pdf = { name: "договор.pdf", type: "application/pdf", bytes: PDF_BYTES };
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Проект договора во вложении",
      [pdf],
      lawyer,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.telegram.flush();
    expect(lastSaidTo(CLIENT_TG)).toContain("Проект договора во вложении");
    const [document] = sentTo(CLIENT_TG, "sendDocument");
    expect(document?.files.document?.name).toBe("договор.pdf");
    expect(document?.files.document?.bytes.toString()).toBe(PDF_BYTES);

    await deliver(messageUpdate(CLIENT_TG, { text: "Спасибо, посмотрю" }));
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, token);
    expect(messages.at(-1)).toMatchObject({
      content: "Спасибо, посмотрю",
      sender_type: "client",
      via: "telegram",
    });

    // Unlinked on the site: the next message stays on the site.
    const unlink = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/sessions/${chat.id}/telegram-link`,
      headers: bearer(token),
    });
    expect(unlink.statusCode).toBe(204);
    const count = sentTo(CLIENT_TG).length;
    await sendMessage(t.app, `/api/chat/sessions/${chat.id}/messages`, "Ещё", [], lawyer);
    await t.app.telegram.flush();
    expect(sentTo(CLIENT_TG)).toHaveLength(count);
  });

  it("brings a payment request with «Оплатить» to the site's chat", async () => {
    const { chat, token } = await clientChatOfLawyer();
    const start = await linkToken(`/api/chat/sessions/${chat.id}/telegram-link`, token);
    const clientTg = 779;
    await deliver(messageUpdate(clientTg, { text: `/start ${start}` }));
    await requestPaymentInChat(t.app, lawyer, chat.id, 1500);
    // A payment request to a client with an account: the bus asks for the send after the commit.
    await t.app.telegram.flush();
    const said = lastSaidTo(clientTg) ?? "";
    expect(said).toContain("Запрос оплаты");
    expect(said).toContain(`/dashboard?tab=chat&chat=${encodeURIComponent(chat.id)}`);
  });

  it("goes with an erased client: their ties are deleted with them", async () => {
    const { chat, token, userId } = await clientChatOfLawyer();
    const start = await linkToken(`/api/chat/sessions/${chat.id}/telegram-link`, token);
    const clientTg = 780;
    await deliver(messageUpdate(clientTg, { text: `/start ${start}` }));
    const tiesOf = () =>
      t.db.select().from(telegramChatTies).where(eq(telegramChatTies.telegramChatId, clientTg));
    expect(await tiesOf()).toHaveLength(1);
    await eraseClient(chatContextOf(t.app), userId, "self");
    expect(await tiesOf()).toEqual([]);
    // What they write to the bot now reaches no chat.
    await deliver(messageUpdate(clientTg, { text: "Есть кто?" }));
    expect(lastSaidTo(clientTg)).toBe(B.notLinked);
  });

  it("ties a guest's chat too; a client who blocked the bot loses the tie", async () => {
    const guest = await createGuestChat(t.app);
    const start = await linkToken(`/api/guest/chat/sessions/${guest.id}/telegram-link`);
    const guestTg = 888;
    await deliver(messageUpdate(guestTg, { text: `/start ${start}` }));
    await deliver(messageUpdate(guestTg, { text: "Гость пишет из Telegram" }));
    const messages = await messagesOf(t.app, `/api/guest/chat/sessions/${guest.id}/messages`);
    expect(messages.at(-1)).toMatchObject({ content: "Гость пишет из Telegram", via: "telegram" });

    fake.blocked.add(guestTg);
    await sendMessage(t.app, `/api/chat/sessions/${guest.id}/messages`, "Ответ гостю", [], lawyer);
    await t.app.telegram.flush();
    const ties = await t.db
      .select()
      .from(telegramChatTies)
      .where(eq(telegramChatTies.telegramChatId, guestTg));
    expect(ties).toEqual([]);
  });
});
