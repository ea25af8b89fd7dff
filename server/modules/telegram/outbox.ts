import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { GrammyError, InputFile } from "grammy";
import { outboxRetryDelayMs } from "../../../domain/mail/mail.ts";
import {
  TELEGRAM_ALERT_GATHER_MS,
  TELEGRAM_BOT_TEXTS,
  TELEGRAM_CAPTION_MAX,
  TELEGRAM_MAX_ATTEMPTS,
  TELEGRAM_TEXT_MAX,
} from "../../../domain/telegram/telegram.ts";
import type { Db } from "../../db/client.ts";
import { inOneStatement, type StatementPart } from "../../db/one-statement.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import {
  alertOptOuts,
  type TelegramOutgoing,
  telegramChatTies,
  telegramOutbox,
  telegramSentMessages,
  telegramStaffLinks,
} from "../../db/schema/telegram.ts";
import { takeDue } from "../../db/take-due.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { TelegramBot } from "./bot.ts";

/** A row is taken for this long before another instance may take it again. */
const SEND_LEASE_MS = 60_000;
/** Sent gathered alerts are kept this long (their minute), then go. */
const SENT_ALERT_KEEP_MS = 60 * 60_000;

export interface StaffAlert {
  kind: string;
  sessionId: string | null;
  /** What the alert says (title, line, and the message quoted) for this many gathered events. */
  text(count: number): string;
  /** «Открыть чат»: the cabinet's page of the event, absolute. */
  url: string;
  /** Gather alerts of one chat within a minute (the client's messages). */
  gather: boolean;
}

/**
 * Queues `alert` for the lawyer's linked Telegram unless they switched its kind off, as a part of
 * the event's writing statement (one-statement.ts), answering (part "alert", key: the lawyer, id,
 * count) when queued. A gathered alert keeps one row per (lawyer, kind, chat): a message while it
 * waits only counts up (gatheredAlertText then writes its text for the count); after it was sent,
 * the next one waits until its minute is over.
 */
export function staffAlertPart(userId: number, alert: StaffAlert, now: Date): StatementPart {
  const batchKey =
    alert.gather && alert.sessionId !== null ? `${alert.kind}:${alert.sessionId}:${userId}` : null;
  const message: TelegramOutgoing = {
    text: alert.text(1),
    button: { text: TELEGRAM_BOT_TEXTS.openChat, url: alert.url },
  };
  const o = telegramOutbox;
  const gatherEnd = sql`(${o.sentAt} + ${TELEGRAM_ALERT_GATHER_MS} * interval '1 millisecond')`;
  return {
    answers: true,
    sql: sql`
    insert into ${o} (id, telegram_chat_id, user_id, session_id, batch_key, count, message, next_attempt_at)
    select ${randomUUID()}, ${telegramStaffLinks.telegramChatId}, ${userId}, ${alert.sessionId},
           ${batchKey}, 1, ${JSON.stringify(message)}::jsonb, ${now.toISOString()}::timestamptz
      from ${telegramStaffLinks}
     where ${telegramStaffLinks.userId} = ${userId}
       and not exists (select 1 from ${alertOptOuts}
                        where ${alertOptOuts.userId} = ${userId}
                          and ${alertOptOuts.channel} = 'telegram'
                          and ${alertOptOuts.kind} = ${alert.kind})
    on conflict (batch_key) do update set
      count = case when ${o.sentAt} is null then ${o.count} + 1 else 1 end,
      next_attempt_at = case when ${o.sentAt} is null then ${o.nextAttemptAt}
                             else greatest(${gatherEnd}, excluded.next_attempt_at) end,
      sent_at = null,
      attempts = 0,
      message = excluded.message
    returning 'alert'::text as part, ${userId}::text as key, id, count`,
  };
}

/** A gathered alert that counted up (staffAlertPart answered a count over 1): its text for it. */
export async function gatheredAlertText(
  tx: Db,
  queued: { id: string; count: number },
  alert: StaffAlert,
): Promise<void> {
  if (queued.count <= 1) return;
  await tx
    .update(telegramOutbox)
    .set({
      message: {
        text: alert.text(queued.count),
        button: { text: TELEGRAM_BOT_TEXTS.openChat, url: alert.url },
      },
    })
    .where(eq(telegramOutbox.id, queued.id));
}

/**
 * Queues a message to every Telegram chat tied to a site chat (issue 47 §3): the lawyer's
 * messages and files, payment requests, «Документы готовы». Returns how many were queued.
 */
export async function enqueueForTies(
  tx: Db,
  sessionId: string,
  messages: readonly TelegramOutgoing[],
  now: Date,
): Promise<number> {
  if (messages.length === 0) return 0;
  return (await inOneStatement(tx, [tiesPart(sessionId, messages, now)])).length;
}

/**
 * enqueueForTies as a part of an event's writing statement (one-statement.ts), answering (part
 * "tie") per message queued. A part tie or not (a lawyer's every message asks): each message to
 * each tied chat, their creation times a millisecond apart to keep one send's order (text, then
 * each file).
 */
export function tiesPart(
  sessionId: string,
  messages: readonly TelegramOutgoing[],
  now: Date,
): StatementPart {
  const o = telegramOutbox;
  return {
    answers: true,
    sql: sql`
    insert into ${o} (id, telegram_chat_id, session_id, message, next_attempt_at, created_at)
    select gen_random_uuid()::text, ${telegramChatTies.telegramChatId}, ${sessionId}, part.message,
           ${now.toISOString()}::timestamptz,
           ${now.toISOString()}::timestamptz + (part.n - 1) * interval '1 millisecond'
      from ${telegramChatTies}
     cross join jsonb_array_elements(${JSON.stringify(messages)}::jsonb) with ordinality as part(message, n)
     where ${telegramChatTies.sessionId} = ${sessionId}
    returning 'tie'::text as part, ${sessionId}::text as key, id, 1 as count`,
  };
}

export interface SendContext {
  db: Db;
  bot: TelegramBot;
  storage: FileStorage;
  /** Buttons need an https address (Telegram refuses others): else the link goes in the text. */
  httpsButtons: boolean;
}

/**
 * Sends what is due, oldest first, as the mail outbox does: a row is taken by moving its next
 * attempt a lease ahead, then sent, then deleted (a gathered alert is kept, marked sent, for its
 * minute). What the bot sent is remembered by its message id, so a reply to it reaches the chat.
 * A chat that blocked the bot (403) loses its link or tie; other failures back off.
 */
export async function sendDueTelegram(
  ctx: SendContext,
  now: Date = new Date(),
  limit = 50,
): Promise<{ sent: number; failed: number }> {
  const { db } = ctx;
  await db
    .delete(telegramOutbox)
    .where(lte(telegramOutbox.sentAt, new Date(now.getTime() - SENT_ALERT_KEEP_MS)));
  const taken = await takeDue(db, telegramOutbox, {
    id: telegramOutbox.id,
    due: and(isNull(telegramOutbox.sentAt), lte(telegramOutbox.nextAttemptAt, now)),
    order: [asc(telegramOutbox.nextAttemptAt), asc(telegramOutbox.createdAt)],
    limit,
    set: {
      nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
      attempts: sql`${telegramOutbox.attempts} + 1`,
    },
  });
  taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const result = { sent: 0, failed: 0 };
  for (const row of taken) {
    try {
      const messageId = await sendOne(ctx, row);
      if (messageId !== null && row.sessionId !== null) {
        await db
          .insert(telegramSentMessages)
          .values({
            telegramChatId: row.telegramChatId,
            messageId,
            sessionId: row.sessionId,
            userId: row.userId,
          })
          .onConflictDoNothing();
      }
      if (row.batchKey) {
        // Kept for its minute; a message counted in meanwhile (count changed) is sent again.
        await db
          .update(telegramOutbox)
          .set({ sentAt: new Date() })
          .where(and(eq(telegramOutbox.id, row.id), eq(telegramOutbox.count, row.count)));
      } else {
        await db.delete(telegramOutbox).where(eq(telegramOutbox.id, row.id));
      }
      result.sent++;
    } catch (error) {
      result.failed++;
      if (error instanceof GrammyError && error.error_code === 403) {
        await forgetChat(db, row.telegramChatId);
        continue;
      }
      const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
      if (
        row.attempts >= TELEGRAM_MAX_ATTEMPTS ||
        (error instanceof GrammyError && error.error_code === 400)
      ) {
        await db.delete(telegramOutbox).where(eq(telegramOutbox.id, row.id));
      } else {
        await db
          .update(telegramOutbox)
          .set({
            nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(row.attempts)),
            lastError,
          })
          .where(eq(telegramOutbox.id, row.id));
      }
    }
  }
  return result;
}

/** The user blocked the bot: nothing more is sent there until they link again. */
async function forgetChat(db: Db, telegramChatId: number): Promise<void> {
  await db.delete(telegramStaffLinks).where(eq(telegramStaffLinks.telegramChatId, telegramChatId));
  await db.delete(telegramChatTies).where(eq(telegramChatTies.telegramChatId, telegramChatId));
  await db.delete(telegramOutbox).where(eq(telegramOutbox.telegramChatId, telegramChatId));
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** One message to Telegram; its message id (null when the file is gone). */
async function sendOne(
  { db, bot, storage, httpsButtons }: SendContext,
  row: typeof telegramOutbox.$inferSelect,
): Promise<number | null> {
  const { message } = row;
  const button = message.button?.url ? message.button : undefined;
  let text = message.text;
  const markup =
    button && httpsButtons
      ? { reply_markup: { inline_keyboard: [[{ text: button.text, url: button.url }]] } }
      : {};
  if (button && !httpsButtons) text = `${text}\n${button.url}`;
  if (message.fileId) {
    const [file] = await db.select().from(chatFiles).where(eq(chatFiles.id, message.fileId));
    if (!file) return null;
    const sent = await bot.api.sendDocument(
      row.telegramChatId,
      new InputFile(storage.open(file.storageKey), file.fileName),
      { caption: clip(text, TELEGRAM_CAPTION_MAX), ...markup },
    );
    return sent.message_id;
  }
  const sent = await bot.api.sendMessage(row.telegramChatId, clip(text, TELEGRAM_TEXT_MAX), {
    link_preview_options: { is_disabled: true },
    ...markup,
  });
  return sent.message_id;
}
