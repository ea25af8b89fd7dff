import { and, eq, gte } from "drizzle-orm";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import {
  autoReplyText,
  isOpenAt,
  lastClosing,
  type OfficeHours,
} from "../../../domain/office-hours/office-hours.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { lockChat } from "./lock-chat.ts";
import { type SessionRow, toChatMessage } from "./serialize.ts";

/**
 * The out-of-hours answer (issue 30 §3): a client's or guest's message while the firm is closed
 * gets one automatic message with the next opening («Ответим в понедельник с 9:00»), once per chat
 * and off period: a second message before the firm opens again gets none. Written in the
 * message's own transaction, after it (`at` is the message's time).
 *
 * Two messages sent at once in a closed chat could both find no earlier answer: the chat's row is
 * locked first, so the second waits for the first's answer and sees it.
 */
export async function autoReplyIfClosed(
  tx: Db,
  session: Pick<SessionRow, "id" | "isGuest">,
  at: Date,
  hours: OfficeHours,
): Promise<ChatMessage | null> {
  if (isOpenAt(hours, at)) return null;
  await lockChat(tx, session.id);
  const since = lastClosing(hours, at) ?? new Date(0);
  const [already] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, session.id),
        eq(chatMessages.messageType, "auto_reply"),
        gte(chatMessages.createdAt, since),
      ),
    )
    .limit(1);
  if (already) return null;
  const message = one(
    await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        senderType: "system",
        messageType: "auto_reply",
        content: autoReplyText(hours, at),
        // A millisecond after the message it answers, so it reads after it in every order.
        createdAt: new Date(at.getTime() + 1),
      })
      .returning(),
  );
  return toChatMessage(message, null, session, null);
}
