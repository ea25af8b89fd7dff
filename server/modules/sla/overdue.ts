import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { NOTIFICATION_TEXTS as T } from "../../../domain/notifications/notifications.ts";
import { SLA_TEXTS } from "../../../domain/sla/sla.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { executorNameOf } from "../chat/executor-name.ts";
import { type AnnounceContext, announce } from "../notifications/announce.ts";
import { administrators, executorChatPath } from "../notifications/recipients.ts";

/** At most this many overdue chats are told of per pass (the next pass takes the rest). */
const BATCH = 100;

/**
 * The maintenance job's look for first answers past their target (issue 30 §4): each is told to
 * the working administrators once. The mark is a conditional update, so two instances running the
 * job at once tell of each chat once.
 */
export async function tellOverdueFirstResponses(db: Db, ctx: AnnounceContext): Promise<number[]> {
  const overdue = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        lt(chatSessions.firstResponseDueAt, ctx.now),
        isNull(chatSessions.firstResponseAt),
        isNull(chatSessions.firstResponseOverdueToldAt),
      ),
    )
    .orderBy(asc(chatSessions.firstResponseDueAt))
    .limit(BATCH);
  const told: number[] = [];
  for (const { id } of overdue) {
    told.push(
      ...(await db.transaction(async (tx) => {
        const [chat] = await tx
          .update(chatSessions)
          .set({ firstResponseOverdueToldAt: ctx.now })
          .where(and(eq(chatSessions.id, id), isNull(chatSessions.firstResponseOverdueToldAt)))
          .returning();
        if (!chat) return [];
        const lawyer = (await executorNameOf(tx, chat.id)).assignee;
        return announce(tx, ctx, await administrators(tx, executorChatPath(chat.id)), {
          kind: "first_response_overdue",
          sessionId: chat.id,
          text: () => T.firstResponseOverdue(chat.serviceTitle, lawyer ?? SLA_TEXTS.queue),
        });
      })),
    );
  }
  return told;
}
