import { and, eq, gt, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
import {
  REVIEW_REMINDER_HOURS,
  NOTIFICATION_TEXTS as T,
} from "../../../domain/notifications/notifications.ts";
import { formatMoscowDateTime, formatMoscowTime } from "../../../domain/time.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { courtEvents } from "../../db/schema/court-events.ts";
import { type AnnounceContext, announce } from "./announce.ts";
import { announceReviewDeadline } from "./chat-notices.ts";
import { executor } from "./recipients.ts";

const HOUR_MS = 3_600_000;

/** Moscow has kept UTC+3 all year since 2014: a Moscow day starts at 21:00 UTC the day before. */
const moscowDayStart = (key: string) => new Date(`${key}T00:00:00+03:00`);

/**
 * Reminds each client 12 hours before their documents are accepted on their behalf. Each chat is
 * claimed by one conditional update (the deadline it is reminded of), so instances running this
 * at once remind once; a new review period (after a revision) reminds again.
 */
export async function remindReviewDeadlines(db: Db, ctx: AnnounceContext): Promise<number[]> {
  const soon = new Date(ctx.now.getTime() + REVIEW_REMINDER_HOURS * HOUR_MS);
  const due = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.taskStatus, "documents_ready"),
        gt(chatSessions.reviewDeadline, ctx.now),
        lte(chatSessions.reviewDeadline, soon),
        sql`${chatSessions.reviewRemindedFor} is distinct from ${chatSessions.reviewDeadline}`,
      ),
    )
    .limit(100);
  const told: number[] = [];
  for (const { id } of due) {
    const ids = await db.transaction(async (tx) => {
      const [session] = await tx
        .update(chatSessions)
        .set({ reviewRemindedFor: chatSessions.reviewDeadline })
        .where(
          and(
            eq(chatSessions.id, id),
            eq(chatSessions.taskStatus, "documents_ready"),
            isNotNull(chatSessions.reviewDeadline),
            sql`${chatSessions.reviewRemindedFor} is distinct from ${chatSessions.reviewDeadline}`,
          ),
        )
        .returning();
      if (!session?.reviewDeadline) return [];
      return announceReviewDeadline(tx, ctx, session, formatMoscowDateTime(session.reviewDeadline));
    });
    told.push(...ids);
  }
  return told;
}

/**
 * Reminds each executor, the day before (Moscow), of tomorrow's hearings in their calendar. A
 * hearing moved to another day is reminded of again; a completed one is not.
 */
export async function remindHearingsTomorrow(db: Db, ctx: AnnounceContext): Promise<number[]> {
  const tomorrow = addDays(moscowDayKey(ctx.now), 1);
  const from = moscowDayStart(tomorrow);
  const to = moscowDayStart(addDays(tomorrow, 1));
  const unreminded = sql`${courtEvents.remindedFor} is distinct from ${courtEvents.date}`;
  const due = await db
    .select({ id: courtEvents.id })
    .from(courtEvents)
    .where(
      and(
        eq(courtEvents.isCompleted, false),
        gte(courtEvents.date, from),
        lt(courtEvents.date, to),
        unreminded,
      ),
    )
    .limit(100);
  const told: number[] = [];
  for (const { id } of due) {
    const ids = await db.transaction(async (tx) => {
      const [hearing] = await tx
        .update(courtEvents)
        .set({ remindedFor: courtEvents.date })
        .where(and(eq(courtEvents.id, id), unreminded))
        .returning();
      if (!hearing) return [];
      const owner = await executor(tx, hearing.executorId, "/executor-dashboard?tab=calendar");
      return announce(tx, ctx, [owner], {
        kind: "hearing_tomorrow",
        sessionId: null,
        text: () =>
          T.hearingTomorrow(hearing.title, hearing.courtName, formatMoscowTime(hearing.date)),
      });
    });
    told.push(...ids);
  }
  return told;
}
