import { and, eq, isNull } from "drizzle-orm";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { isRateable, SLA_TEXTS as T } from "../../../domain/sla/sla.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { conflict } from "../../errors.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { sessionView } from "../chat/session-service.ts";

/**
 * «Оцените работу юриста» (issue 30 §5): the chat's client rates once, after accepting the order
 * (or after the review period accepted it). One conditional update: of two ratings sent at once
 * one is kept, the other gets the same 409 as a second one later. The lawyer rated is the chat's
 * at that moment.
 */
export async function rateChat(
  ctx: ChatContext,
  /** The client's own chat, as the route policy found it. */
  session: SessionRow,
  rating: { score: number; comment: string | null },
): Promise<ChatSession> {
  if (!isRateable({ status: session.status, task_status: session.taskStatus })) {
    throw conflict(T.notYet);
  }
  const [row] = await ctx.db
    .update(chatSessions)
    .set({
      ratingScore: rating.score,
      ratingComment: rating.comment,
      ratedAt: ctx.now(),
      ratedLawyerId: session.assigneeId,
    })
    .where(and(eq(chatSessions.id, session.id), isNull(chatSessions.ratingScore)))
    .returning();
  if (!row) throw conflict(T.alreadyRated);
  await publishChatEvent(ctx.events, row, "session.updated");
  return sessionView(ctx.db, row);
}
