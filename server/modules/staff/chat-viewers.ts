import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import { CHAT_VIEWER_TTL_SECONDS } from "../../../domain/staff/staff.ts";
import type { ChatViewers } from "../../../domain/staff/staff-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatViewers } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { publishToTopics, staffTopicsOf } from "../chat/chat-events.ts";
import type { SessionRow } from "../chat/serialize.ts";

/**
 * «Сейчас смотрит» (issue 30 §2, decision 045): a member of staff with a chat open renews a row
 * every few seconds; the colleagues who see the chat read the fresh rows. Rows live in the
 * database, so two lawyers on two instances see each other; an arrival or a departure is
 * announced on the chat's staff topics, and the open chats refetch at once.
 */
export async function markViewing(
  ctx: ChatContext,
  viewer: UserRow,
  /** The chat, as the route policy found it for this member of staff. */
  session: SessionRow,
  here: boolean,
): Promise<ChatViewers> {
  const now = ctx.now();
  const fresh = freshSince(now);
  const [before] = await ctx.db
    .select({ seenAt: chatViewers.seenAt })
    .from(chatViewers)
    .where(and(eq(chatViewers.sessionId, session.id), eq(chatViewers.userId, viewer.id)));
  const wasHere = before !== undefined && before.seenAt > fresh;
  if (here) {
    await ctx.db
      .insert(chatViewers)
      .values({ sessionId: session.id, userId: viewer.id, seenAt: now })
      .onConflictDoUpdate({
        target: [chatViewers.sessionId, chatViewers.userId],
        set: { seenAt: now },
      });
  } else if (before) {
    await ctx.db
      .delete(chatViewers)
      .where(and(eq(chatViewers.sessionId, session.id), eq(chatViewers.userId, viewer.id)));
  }
  if (here !== wasHere) {
    await publishToTopics(ctx.events, staffTopicsOf(session), {
      type: "viewers.updated",
      session_id: session.id,
      sent_at: Date.now(),
    });
  }
  return { viewers: await colleaguesViewing(ctx.db, session.id, viewer.id, fresh) };
}

const freshSince = (now: Date) => new Date(now.getTime() - CHAT_VIEWER_TTL_SECONDS * 1000);

async function colleaguesViewing(db: Db, sessionId: string, viewerId: number, fresh: Date) {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(chatViewers)
    .innerJoin(users, eq(users.id, chatViewers.userId))
    .where(
      and(
        eq(chatViewers.sessionId, sessionId),
        ne(chatViewers.userId, viewerId),
        gt(chatViewers.seenAt, fresh),
      ),
    )
    .orderBy(asc(chatViewers.seenAt));
  return rows.map((row) => ({ id: row.id, full_name: row.fullName }));
}

/** The maintenance job's sweep: rows of viewers long gone (a closed laptop never says goodbye). */
export async function deleteStaleViewers(db: Db, now: Date): Promise<void> {
  await db.delete(chatViewers).where(lt(chatViewers.seenAt, new Date(now.getTime() - 3_600_000)));
}
