import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { NOTIFICATION_TEXTS as T } from "../../../domain/notifications/notifications.ts";
import { FIRST_RESPONSE_WARNING_MINUTES, SLA_TEXTS } from "../../../domain/sla/sla.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { executorNameOf } from "../chat/executor-name.ts";
import { type AnnounceContext, announce } from "../notifications/announce.ts";
import {
  administrators,
  chatStaff,
  executorChatPath,
  type Recipient,
} from "../notifications/recipients.ts";

/** Each account once, though it is both an administrator and the chat's lawyer. */
const onceEach = (recipients: Recipient[]) =>
  recipients.filter(
    (recipient, index) =>
      recipients.findIndex((other) => other.userId === recipient.userId) === index,
  );

/** At most this many overdue chats are told of per pass (the next pass takes the rest). */
const BATCH = 100;

/**
 * The maintenance job's look for first answers past their target (issue 30 §4): each is told to
 * the working administrators and the chat's lawyer (issue 47 §2) once. The mark is a conditional update, so two instances running the
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
        const told = onceEach([
          ...(await administrators(tx, executorChatPath(chat.id))),
          ...(await chatStaff(tx, chat)),
        ]);
        return announce(tx, ctx, told, {
          kind: "first_response_overdue",
          sessionId: chat.id,
          text: () => T.firstResponseOverdue(chat.serviceTitle, lawyer ?? SLA_TEXTS.queue),
        });
      })),
    );
  }
  return told;
}

/**
 * The chat's lawyer (every lawyer while it waits in the queue) is warned once when the first
 * answer is due within FIRST_RESPONSE_WARNING_MINUTES (issue 47 §2), by the same conditional mark
 * as the overdue notice, so two instances warn once.
 */
export async function warnFirstResponsesDueSoon(db: Db, ctx: AnnounceContext): Promise<number[]> {
  const soon = new Date(ctx.now.getTime() + FIRST_RESPONSE_WARNING_MINUTES * 60_000);
  const due = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        lt(chatSessions.firstResponseDueAt, soon),
        isNull(chatSessions.firstResponseAt),
        isNull(chatSessions.firstResponseOverdueToldAt),
        isNull(chatSessions.firstResponseWarnedAt),
      ),
    )
    .orderBy(asc(chatSessions.firstResponseDueAt))
    .limit(BATCH);
  const told: number[] = [];
  for (const { id } of due) {
    told.push(
      ...(await db.transaction(async (tx) => {
        const [chat] = await tx
          .update(chatSessions)
          .set({ firstResponseWarnedAt: ctx.now })
          .where(and(eq(chatSessions.id, id), isNull(chatSessions.firstResponseWarnedAt)))
          .returning();
        // Already past due: the overdue notice says it instead.
        if (!chat?.firstResponseDueAt || chat.firstResponseDueAt <= ctx.now) return [];
        return announce(tx, ctx, await chatStaff(tx, chat), {
          kind: "first_response_due_soon",
          sessionId: chat.id,
          text: () => T.firstResponseDueSoon(chat.serviceTitle, FIRST_RESPONSE_WARNING_MINUTES),
        });
      })),
    );
  }
  return told;
}
