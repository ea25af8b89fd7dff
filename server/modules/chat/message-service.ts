import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { SenderType } from "../../../domain/chat/chat.ts";
import type { ChatDocument, ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import type { OffsetPage } from "../../../domain/paging.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { inOneStatement, type StatementPart } from "../../db/one-statement.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { one } from "../../db/rows.ts";
import { chatFiles, chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { notFound } from "../../errors.ts";
import { sharedReadPerOwner } from "../../platform/shared-read.ts";
import { publishNotices, type Queued } from "../notifications/announce.ts";
import { announceClientMessage, announceLawyerMessage } from "../notifications/chat-notices.ts";
import { executorChatPath } from "../notifications/recipients.ts";
import { settledKept } from "../site-settings/settings-cache.ts";
import { claimQueuedChat, type MovedChat, reassignFromSwitchedOff } from "../staff/assignment.ts";
import type { StaffMember } from "../staff/staff-members.ts";
import { tiesPart } from "../telegram/outbox.ts";
import { lawyerMessageForTelegram } from "../telegram/tie-messages.ts";
import { type IncomingMessage, removeAll } from "./attachments.ts";
import type { ChatContext } from "./chat-context.ts";
import { publishChatEvent } from "./chat-events.ts";
import { afterClientMessage } from "./client-message.ts";
import { chatLockPart } from "./lock-chat.ts";
import { stopReplyClock } from "./reply-clock.ts";
import { type FileRow, type SessionRow, toChatDocument, toChatMessage } from "./serialize.ts";
import { canSee, isChatId, notExpired, visibleTo } from "./session-access.ts";
import { previewOf } from "./session-service.ts";

/** The most messages one answer carries: the newest ones (a chat is polled every 3 s offline). */
export const MESSAGES_LIMIT = 1000;

/**
 * Oldest first (of the newest MESSAGES_LIMIT, or of those before `beforeId`); a file message
 * carries its one file.
 */
export async function listMessages(
  db: Db,
  session: SessionRow,
  beforeId?: number,
): Promise<ChatMessage[]> {
  // The same page for everyone who may see the chat (the route checked that), so a page asked
  // by several at once (the client and the lawyers after a message) is read once. Whether the
  // chat is a guest's is in the key: it sets the files' addresses, and a guest chat taken into an
  // account changes it under the same id.
  const key = `${session.id}:${session.isGuest}:${beforeId ?? ""}`;
  return sharedMessagePages(db)(key, async () => {
    const page = beforeId === undefined ? newestMessages(db) : messagesBefore(db);
    const rows = await page.execute({ sessionId: session.id, beforeId, limit: MESSAGES_LIMIT });
    return rows
      .reverse()
      .map(({ message, file, senderName }) => toChatMessage(message, file, session, senderName));
  });
}

const sharedMessagePages = sharedReadPerOwner<ChatMessage[]>();

/** A chat's page of messages, each with its file and its sender's name; prepared (db/prepared.ts). */
const messagePage = (db: Db, before: boolean) =>
  db
    .select({ message: chatMessages, file: chatFiles, senderName: users.fullName })
    .from(chatMessages)
    .leftJoin(chatFiles, eq(chatFiles.messageId, chatMessages.id))
    .leftJoin(users, eq(users.id, chatMessages.senderUserId))
    .where(
      and(
        eq(chatMessages.sessionId, sql.placeholder("sessionId")),
        before ? lt(chatMessages.id, sql.placeholder("beforeId")) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder("limit"))
    .prepare(before ? "chat_messages_before" : "chat_messages_newest");
const newestMessages = preparedPerDatabase((db) => messagePage(db, false));
const messagesBefore = preparedPerDatabase((db) => messagePage(db, true));

export interface Sender {
  type: Exclude<SenderType, "system">;
  userId: number | null;
  /** The profile name shown with the message (null for a guest). */
  name: string | null;
  /** Written in Telegram (issue 47): the chat marks it so. */
  via?: "telegram";
}

/**
 * One send: the text as one message and each file as its own message (the spec's message carries
 * one file), written in one transaction. If the database write fails, the files already streamed
 * to storage are removed, so nothing is left half-sent.
 */
export async function postMessage(
  ctx: ChatContext,
  session: SessionRow,
  sender: Sender,
  incoming: IncomingMessage,
): Promise<ChatMessage[]> {
  const now = ctx.now();
  let created: ChatMessage[];
  let told: number[] = [];
  // What the send queued for the client's or lawyer's Telegram and browsers, flushed after it.
  const queued: Queued = { pushes: 0, telegram: 0 };
  let moved = null as MovedChat | null;
  try {
    const kept = ctx.kept && (await settledKept(ctx.kept));
    created = await ctx.db.transaction(async (tx) => {
      // First in the transaction (the assignment lock before any chat row): a client back in a
      // chat whose lawyer was switched off reaches a working one; a lawyer answering a chat in
      // the queue takes it.
      let keptBy: StaffMember | null = null;
      if (sender.type === "client")
        ({ moved, keptBy } = await reassignFromSwitchedOff(tx, session));
      else if (sender.type === "executor" && sender.userId !== null) {
        moved = await claimQueuedChat(tx, session, sender.userId);
      }
      if (moved) session = { ...session, assigneeId: moved.chat.assigneeId };
      const result: ChatMessage[] = [];
      const fileRows: FileRow[] = [];
      const base = {
        sessionId: session.id,
        senderType: sender.type,
        senderUserId: sender.userId,
        via: sender.via ?? null,
      };
      if (incoming.content) {
        const message = one(
          await tx
            .insert(chatMessages)
            .values({ ...base, content: incoming.content, createdAt: now })
            .returning(),
        );
        result.push(toChatMessage(message, null, session, sender.name));
      }
      for (const file of incoming.files) {
        const message = one(
          await tx
            .insert(chatMessages)
            .values({ ...base, messageType: "file", createdAt: now })
            .returning(),
        );
        const fileRow = one(
          await tx
            .insert(chatFiles)
            .values({
              id: randomUUID(),
              sessionId: session.id,
              messageId: message.id,
              ...file,
              createdAt: now,
            })
            .returning(),
        );
        fileRows.push(fileRow);
        result.push(toChatMessage(message, fileRow, session, sender.name));
      }
      // A client's message may start the reply-time clock and get the out-of-hours answer; a
      // lawyer's first answer stops the clock.
      let autoReply: ChatMessage | null = null;
      if (sender.type === "client") {
        autoReply = await afterClientMessage(tx, session, now, kept);
      } else await stopReplyClock(tx, session, now);
      if (autoReply) result.push(autoReply);
      const last = incoming.files.at(-1);
      // The chat's row: written in one statement with the other side's notices.
      const chatRow: StatementPart = {
        answers: false,
        sql: tx
          .update(chatSessions)
          .set({
            lastActivity: now,
            lastMessagePreview: previewOf(last ? `📎 ${last.fileName}` : incoming.content),
            // Only what the client or guest writes waits for an executor to read it, and one
            // send is one message to read, however many parts (text, files) it is stored as.
            unreadByExecutor:
              sender.type === "client"
                ? sql`${chatSessions.unreadByExecutor} + 1`
                : chatSessions.unreadByExecutor,
          })
          .where(eq(chatSessions.id, session.id))
          .getSQL(),
      };
      // Locked before the notices' rows, as the chat row is everywhere (announce's lockFirst).
      const chatLock = chatLockPart(session.id);
      // The other side hears of it: in the bell, and by mail if it stays unread (issue 14).
      const lastMessageId = result.findLast((message) => message !== autoReply)?.id;
      const announceCtx = { publicUrl: ctx.publicUrl, now, kept, queued };
      if (sender.type === "executor" && lastMessageId !== undefined) {
        told = await announceLawyerMessage(tx, announceCtx, {
          session,
          lawyerName: sender.name,
          text: incoming.content || null,
          lastMessageId,
          lockFirst: [chatLock],
          writeAlso: [
            chatRow,
            // The client's Telegram, where the chat continues there (issue 47 §3).
            tiesPart(
              session.id,
              lawyerMessageForTelegram(sender.name, incoming.content, fileRows),
              now,
            ),
          ],
        });
      } else if (sender.type === "client" && lastMessageId !== undefined) {
        told = await announceClientMessage(tx, announceCtx, {
          session,
          clientName: sender.name,
          lastMessageId,
          quote: [incoming.content, ...incoming.files.map((file) => `📎 ${file.fileName}`)]
            .filter(Boolean)
            .join("\n"),
          // The lawyer who keeps the chat, read above: the notice need not read them again.
          staff: keptBy && [
            {
              userId: keptBy.id,
              email: keptBy.email.toLowerCase(),
              name: keptBy.fullName,
              path: executorChatPath(session.id),
            },
          ],
          lockFirst: [chatLock],
          writeAlso: [chatRow],
        });
      } else {
        await inOneStatement(tx, [chatRow]);
      }
      return result;
    });
  } catch (error) {
    await removeAll(ctx.storage, incoming.files);
    throw error;
  }
  await publishChatEvent(ctx.events, session, "message.created", {
    messageIds: created.map((message) => message.id),
    previousAssigneeId: moved?.from,
  });
  await publishNotices(ctx.events, told, queued);
  return created;
}

/** A file of a chat the caller may see; 404 otherwise (same answer as a missing file). */
export async function fileForUserOr404(
  db: Db,
  user: UserRow,
  fileId: string,
  now: Date,
): Promise<FileRow> {
  const [row] = isChatId(fileId)
    ? await db
        .select({ file: chatFiles, session: chatSessions })
        .from(chatFiles)
        .innerJoin(chatSessions, eq(chatSessions.id, chatFiles.sessionId))
        .where(eq(chatFiles.id, fileId))
    : [];
  if (!row || !(await canSee(db, user, row.session, now))) throw notFound(FILE_NOT_FOUND);
  return row.file;
}

export async function guestFileOr404(
  db: Db,
  session: SessionRow,
  fileId: string,
): Promise<FileRow> {
  const [file] = isChatId(fileId)
    ? await db
        .select()
        .from(chatFiles)
        .where(and(eq(chatFiles.id, fileId), eq(chatFiles.sessionId, session.id)))
    : [];
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

const FILE_NOT_FOUND = "Файл не найден";

/** One page of the files from every chat of the caller (executors: every chat), newest first. */
export async function listDocuments(
  ctx: ChatContext,
  user: UserRow,
  page: OffsetPage,
): Promise<ChatDocument[]> {
  const rows = await ctx.db
    .select({ file: chatFiles, session: chatSessions, senderType: chatMessages.senderType })
    .from(chatFiles)
    .innerJoin(chatSessions, eq(chatSessions.id, chatFiles.sessionId))
    .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
    .where(and(visibleTo(user), notExpired(ctx.now())))
    .orderBy(desc(chatFiles.createdAt), desc(chatFiles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ file, session, senderType }) => toChatDocument(file, session, senderType));
}

/**
 * Deletes chats with their messages and files: rows first (one transaction), then the bytes. A
 * crash between the two leaves orphan bytes, never a message pointing at a missing file.
 */
export async function deleteSessions(ctx: ChatContext, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { deleted, keys } = await ctx.db.transaction(async (tx) => {
    // Locking the chats first makes a send into one of them wait and then fail on its foreign
    // key (removing its own bytes), so no file row can slip in between the read and the delete.
    await tx
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(inArray(chatSessions.id, ids))
      .for("update");
    const files = await tx
      .select({ storageKey: chatFiles.storageKey })
      .from(chatFiles)
      .where(inArray(chatFiles.sessionId, ids));
    const rows = await tx.delete(chatSessions).where(inArray(chatSessions.id, ids)).returning({
      id: chatSessions.id,
      isGuest: chatSessions.isGuest,
      clientId: chatSessions.clientId,
      assigneeId: chatSessions.assigneeId,
    });
    return { deleted: rows, keys: files };
  });
  await removeAll(ctx.storage, keys);
  await Promise.all(
    deleted.map((session) => publishChatEvent(ctx.events, session, "session.deleted")),
  );
  return deleted.length;
}

/** Deletes every chat that existed when the call started, in batches. */
export async function deleteAllSessions(ctx: ChatContext): Promise<number> {
  const startedAt = ctx.now();
  let total = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(lte(chatSessions.createdAt, startedAt))
      .limit(500);
    if (batch.length === 0) return total;
    total += await deleteSessions(
      ctx,
      batch.map((row) => row.id),
    );
  }
}
