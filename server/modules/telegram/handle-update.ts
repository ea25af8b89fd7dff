import { and, desc, eq } from "drizzle-orm";
import type { CallbackQuery, Message, Update } from "grammy/types";
import { CHAT_TEXTS, MESSAGE_MAX_LENGTH } from "../../../domain/chat/chat.ts";
import { TELEGRAM_BOT_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import {
  telegramChatTies,
  telegramSentMessages,
  telegramStaffLinks,
} from "../../db/schema/telegram.ts";
import { users } from "../../db/schema/users.ts";
import { AppError, badRequest } from "../../errors.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { postMessage, type Sender } from "../chat/message-service.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { WORKING_STAFF } from "../staff/staff-members.ts";
import type { TelegramBot } from "./bot.ts";
import { receiveTelegramFile } from "./incoming-files.ts";
import { consumeLink } from "./link-tokens.ts";

export interface UpdateContext {
  bot: TelegramBot;
  chat: ChatContext;
  /** The disk's reserve for uploads (UPLOAD_MIN_FREE_DISK_MB). */
  minFreeBytes: number;
}

/** The address a Telegram upload is counted under in the daily quotas. */
const TELEGRAM_UPLOADER_IP = "telegram";

/**
 * One update from Telegram (issue 47 §2–§3), in a private chat with the bot: `/start <token>`
 * links it, `/stop` unlinks it, `/chats` picks the site chat; a lawyer's reply to an alert is
 * posted into that chat; anything a client writes goes to their tied chat. The bot answers each.
 */
export async function handleUpdate(ctx: UpdateContext, update: Update): Promise<void> {
  if (update.callback_query) return chooseChat(ctx, update.callback_query);
  const message = update.message;
  if (message?.chat.type !== "private") return;
  const text = message.text?.trim() ?? "";
  if (text === "/start" || text.startsWith("/start "))
    return start(ctx, message, text.slice(7).trim());
  if (text === "/stop") return stop(ctx, message);
  if (text === "/chats") return askWhichChat(ctx, message.chat.id);

  const db = ctx.chat.db;
  const chatId = message.chat.id;
  const repliedTo = message.reply_to_message?.message_id;
  const [sent] =
    repliedTo === undefined
      ? []
      : await db
          .select()
          .from(telegramSentMessages)
          .where(
            and(
              eq(telegramSentMessages.telegramChatId, chatId),
              eq(telegramSentMessages.messageId, repliedTo),
            ),
          );
  if (sent?.userId != null) return lawyerReply(ctx, message, sent.userId, sent.sessionId);

  const ties = await db
    .select({ sessionId: telegramChatTies.sessionId })
    .from(telegramChatTies)
    .where(eq(telegramChatTies.telegramChatId, chatId))
    .orderBy(desc(telegramChatTies.lastUsedAt));
  const sessionId =
    ties.find((tie) => tie.sessionId === sent?.sessionId)?.sessionId ?? ties[0]?.sessionId;
  if (sessionId) return clientMessage(ctx, message, sessionId);

  const [staff] = await db
    .select({ userId: telegramStaffLinks.userId })
    .from(telegramStaffLinks)
    .where(eq(telegramStaffLinks.telegramChatId, chatId));
  await say(ctx, chatId, staff ? T.replyToAlert : T.notLinked);
}

/** The bot's answer; a failure to answer does not undo what was done. */
async function say(ctx: UpdateContext, chatId: number, text: string, extra: object = {}) {
  await ctx.bot.api.sendMessage(chatId, text, extra).catch(() => {});
}

async function start(ctx: UpdateContext, message: Message, token: string): Promise<void> {
  const db = ctx.chat.db;
  const chatId = message.chat.id;
  const target = token ? await consumeLink(db, token, ctx.chat.now()) : null;
  if (!target) return say(ctx, chatId, token ? T.linkInvalid : T.welcome);
  if (target.userId !== undefined) {
    const [user] = await db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(and(eq(users.id, target.userId), WORKING_STAFF));
    if (!user) return say(ctx, chatId, T.linkInvalid);
    const from = message.from;
    const telegramUsername = from?.username
      ? `@${from.username}`
      : [from?.first_name, from?.last_name].filter(Boolean).join(" ") || null;
    await db.transaction(async (tx) => {
      // One Telegram per account and one account per Telegram: the newest link wins.
      await tx.delete(telegramStaffLinks).where(eq(telegramStaffLinks.telegramChatId, chatId));
      await tx
        .insert(telegramStaffLinks)
        .values({
          userId: user.id,
          telegramChatId: chatId,
          telegramUsername,
          linkedAt: ctx.chat.now(),
        })
        .onConflictDoUpdate({
          target: telegramStaffLinks.userId,
          set: { telegramChatId: chatId, telegramUsername, linkedAt: ctx.chat.now() },
        });
    });
    return say(ctx, chatId, T.staffLinked(user.fullName || "коллега"));
  }
  const [session] = await db
    .select({ id: chatSessions.id, serviceTitle: chatSessions.serviceTitle })
    .from(chatSessions)
    .where(eq(chatSessions.id, target.sessionId));
  if (!session) return say(ctx, chatId, T.linkInvalid);
  const now = ctx.chat.now();
  await db
    .insert(telegramChatTies)
    .values({ sessionId: session.id, telegramChatId: chatId, linkedAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [telegramChatTies.sessionId, telegramChatTies.telegramChatId],
      set: { lastUsedAt: now },
    });
  return say(ctx, chatId, T.chatLinked(session.serviceTitle));
}

/** `/stop`: this Telegram hears nothing more, as a lawyer or as a client. */
async function stop(ctx: UpdateContext, message: Message): Promise<void> {
  const db = ctx.chat.db;
  const chatId = message.chat.id;
  await db.delete(telegramStaffLinks).where(eq(telegramStaffLinks.telegramChatId, chatId));
  await db.delete(telegramChatTies).where(eq(telegramChatTies.telegramChatId, chatId));
  await say(ctx, chatId, T.stopped);
}

/** `/chats`: «Выберите обращение», one button per tied chat. */
async function askWhichChat(ctx: UpdateContext, chatId: number): Promise<void> {
  const ties = await ctx.chat.db
    .select({ id: chatSessions.id, serviceTitle: chatSessions.serviceTitle })
    .from(telegramChatTies)
    .innerJoin(chatSessions, eq(chatSessions.id, telegramChatTies.sessionId))
    .where(eq(telegramChatTies.telegramChatId, chatId))
    .orderBy(desc(telegramChatTies.lastUsedAt));
  if (ties.length === 0) return say(ctx, chatId, T.notLinked);
  await say(ctx, chatId, T.chooseChat, {
    reply_markup: {
      inline_keyboard: ties.map((tie) => [
        { text: tie.serviceTitle, callback_data: `tie:${tie.id}` },
      ]),
    },
  });
}

async function chooseChat(ctx: UpdateContext, query: CallbackQuery): Promise<void> {
  const chatId = query.message?.chat.id;
  const sessionId = query.data?.startsWith("tie:") ? query.data.slice(4) : null;
  await ctx.bot.api.answerCallbackQuery(query.id).catch(() => {});
  if (chatId === undefined || !sessionId) return;
  const [chosen] = await ctx.chat.db
    .update(telegramChatTies)
    .set({ lastUsedAt: ctx.chat.now() })
    .where(
      and(eq(telegramChatTies.telegramChatId, chatId), eq(telegramChatTies.sessionId, sessionId)),
    )
    .returning({ sessionId: telegramChatTies.sessionId });
  if (!chosen) return say(ctx, chatId, T.notLinked);
  const [session] = await ctx.chat.db
    .select({ serviceTitle: chatSessions.serviceTitle })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  await say(ctx, chatId, T.chosen(session?.serviceTitle ?? ""));
}

async function loadSession(db: Db, id: string): Promise<SessionRow | null> {
  const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return session ?? null;
}

/** The text of a message or a file's caption, as the site's send checks it. */
function contentOf(message: Message): string {
  const content = (message.text ?? message.caption ?? "").trim();
  if (content.length > MESSAGE_MAX_LENGTH) throw badRequest(CHAT_TEXTS.messageTooLong);
  return content;
}

/** A lawyer answered an alert: the answer goes into that chat as theirs, if it is still theirs. */
async function lawyerReply(
  ctx: UpdateContext,
  message: Message,
  userId: number,
  sessionId: string,
): Promise<void> {
  const db = ctx.chat.db;
  const chatId = message.chat.id;
  const [link] = await db
    .select({ userId: telegramStaffLinks.userId })
    .from(telegramStaffLinks)
    .where(eq(telegramStaffLinks.telegramChatId, chatId));
  if (link?.userId !== userId) return say(ctx, chatId, T.notLinked);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), WORKING_STAFF));
  if (!user) return say(ctx, chatId, T.notStaff);
  const session = await loadSession(db, sessionId);
  const now = ctx.chat.now();
  if (!session) return say(ctx, chatId, T.chatGone);
  if (session.expiresAt !== null && session.expiresAt <= now) return say(ctx, chatId, T.closed);
  if (session.assigneeId !== null && session.assigneeId !== user.id && user.role !== "admin") {
    return say(ctx, chatId, T.handedOver);
  }
  const sender: Sender = {
    type: "executor",
    userId: user.id,
    name: user.fullName,
    via: "telegram",
  };
  await post(ctx, message, session, sender, "executor", {
    ip: TELEGRAM_UPLOADER_IP,
    userId: user.id,
    guestSessionId: null,
  });
}

/** A client (or guest) wrote to the bot: it goes into their tied chat. */
async function clientMessage(ctx: UpdateContext, message: Message, sessionId: string) {
  const db = ctx.chat.db;
  const chatId = message.chat.id;
  const session = await loadSession(db, sessionId);
  const now = ctx.chat.now();
  if (!session) return say(ctx, chatId, T.chatGone);
  if (session.expiresAt !== null && session.expiresAt <= now) return say(ctx, chatId, T.closed);
  await db
    .update(telegramChatTies)
    .set({ lastUsedAt: now })
    .where(
      and(eq(telegramChatTies.telegramChatId, chatId), eq(telegramChatTies.sessionId, sessionId)),
    );
  let name: string | null = null;
  if (!session.isGuest && session.clientId !== null) {
    const [client] = await db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, session.clientId));
    name = client?.fullName ?? null;
  }
  const sender: Sender = {
    type: "client",
    userId: session.isGuest ? null : session.clientId,
    name,
    via: "telegram",
  };
  await post(ctx, message, session, sender, session.isGuest ? "guest" : "client", {
    ip: TELEGRAM_UPLOADER_IP,
    userId: session.isGuest ? null : session.clientId,
    guestSessionId: session.isGuest ? session.id : null,
  });
}

/** The message's text and file into the chat, with the site's checks; the bot says how it went. */
async function post(
  ctx: UpdateContext,
  message: Message,
  session: SessionRow,
  sender: Sender,
  side: "executor" | "client" | "guest",
  uploader: { ip: string; userId: number | null; guestSessionId: string | null },
): Promise<void> {
  const chatId = message.chat.id;
  const hasFile = Boolean(message.photo?.length || message.document);
  if (!hasFile && !message.text) return say(ctx, chatId, T.unsupported);
  try {
    const content = contentOf(message);
    const files = await receiveTelegramFile(
      { db: ctx.chat.db, bot: ctx.bot, storage: ctx.chat.storage, minFreeBytes: ctx.minFreeBytes },
      message,
      side,
      uploader,
      ctx.chat.now(),
    );
    if (!content && files.length === 0) return say(ctx, chatId, T.unsupported);
    await postMessage(ctx.chat, session, sender, { content, files });
  } catch (error) {
    if (error instanceof AppError) return say(ctx, chatId, T.fileRefused(error.detail));
    await say(ctx, chatId, T.failed);
    throw error;
  }
  // A client's messages are not confirmed one by one: their chat with the bot is the chat.
  if (sender.type === "executor") await say(ctx, chatId, T.sent);
}
