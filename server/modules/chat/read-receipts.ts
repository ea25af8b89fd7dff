import { eq, sql } from "drizzle-orm";
import type { ChatSide } from "../../../domain/chat/receipts.ts";
import { one } from "../../db/rows.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { publishNotices } from "../notifications/announce.ts";
import { markChatNotificationsRead } from "../notifications/notification-store.ts";
import type { ChatContext } from "./chat-context.ts";
import { publishChatEvent, publishToTopics, topicsOf } from "./chat-events.ts";
import type { SessionRow } from "./serialize.ts";

const pointerOf = (row: SessionRow, side: ChatSide) =>
  side === "executor" ? row.executorReadMessageId : row.clientReadMessageId;

/**
 * `side` has seen the chat: its read pointer moves to the chat's last message, and the
 * executors' unread count is cleared when they are the reader. The pointer only moves forward:
 * `greatest` runs inside the UPDATE, so a slow request that read the chat earlier cannot pull it
 * back past a newer read (and `greatest` skips NULLs, so an empty chat keeps no pointer).
 *
 * Both sides hear `messages.read` when the pointer moved; their ✓ turn into ✓✓. Two racing reads
 * may both announce the same pointer, which listeners take as it comes.
 */
export async function markReadBy(
  ctx: ChatContext,
  session: SessionRow,
  side: ChatSide,
): Promise<SessionRow> {
  const lastMessageId = sql`(select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.sessionId} = ${session.id})`;
  const row = one(
    await ctx.db
      .update(chatSessions)
      .set(
        side === "executor"
          ? {
              unreadByExecutor: 0,
              executorReadMessageId: sql`greatest(${chatSessions.executorReadMessageId}, ${lastMessageId})`,
            }
          : {
              clientReadMessageId: sql`greatest(${chatSessions.clientReadMessageId}, ${lastMessageId})`,
            },
      )
      .where(eq(chatSessions.id, session.id))
      .returning(),
  );
  // The executors' lists and badges count unread messages; the pointers are for the open chat.
  if (side === "executor" && session.unreadByExecutor > 0) {
    await publishChatEvent(ctx.events, row, "session.updated");
  }
  const pointer = pointerOf(row, side);
  if (pointer !== null && pointer !== pointerOf(session, side)) {
    await publishToTopics(ctx.events, topicsOf(row), {
      type: "messages.read",
      session_id: row.id,
      reader: side,
      last_read_message_id: pointer,
      sent_at: Date.now(),
    });
  }
  // The chat read is its message notifications read too (for every lawyer, on the lawyers' side).
  const readNotices = await markChatNotificationsRead(
    ctx.db,
    session.id,
    side === "executor" ? "client_message" : "executor_message",
    ctx.now(),
  );
  await publishNotices(ctx.events, readNotices);
  return row;
}
