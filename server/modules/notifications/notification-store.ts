import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  GATHERED_KINDS,
  NOTIFICATION_KEEP_DAYS,
  type NotificationKind,
} from "../../../domain/notifications/notifications.ts";
import type { Db } from "../../db/client.ts";
import type { StatementPart } from "../../db/one-statement.ts";
import { notifications } from "../../db/schema/notifications.ts";

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  sessionId: string | null;
  path: string;
  /** The title and line for this many gathered events (1 for a single one). */
  text(count: number): { title: string; body: string };
}

/**
 * The accounts' unread notifications of `kind` in chat `sessionId`, locked until the event's
 * transaction ends (so two messages at once count two): a part of the event's reading statement
 * (one-statement.ts), answering (part "notification", key: the account, id, count).
 */
export function openNotificationsPart(
  userIds: readonly number[],
  kind: NotificationKind,
  sessionId: string,
): StatementPart {
  const n = notifications;
  return {
    answers: true,
    sql: sql`select 'notification'::text as part, ${n.userId}::text as key, ${n.id}::text as id,
                    ${n.count}::int as count
               from ${n}
              where ${n.kind} = ${kind} and ${n.sessionId} = ${sessionId} and ${n.readAt} is null
                and ${n.userId} in ${userIds}
                for update`,
  };
}

/**
 * The write of a notification, a part of the event's writing statement: a gathered event (a
 * message) joins the person's `open` unread notification of the same kind and chat, which moves
 * up with its new count; anything else is a notification of its own.
 */
export function notificationPart(
  tx: Db,
  note: NewNotification,
  open: { id: number; count: number } | undefined,
  now: Date,
): StatementPart {
  if (open && GATHERED_KINDS.has(note.kind) && note.sessionId !== null) {
    const count = open.count + 1;
    return {
      answers: false,
      sql: tx
        .update(notifications)
        .set({ ...note.text(count), count, createdAt: now })
        .where(eq(notifications.id, open.id))
        .getSQL(),
    };
  }
  return {
    answers: false,
    sql: tx
      .insert(notifications)
      .values({
        userId: note.userId,
        kind: note.kind,
        sessionId: note.sessionId,
        link: note.path,
        ...note.text(1),
        createdAt: now,
      })
      .getSQL(),
  };
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A person's notifications, newest first, a page at a time. By offset, not by id: a gathered
 * notification moves up when a message joins it, so ids are not in the list's order.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ items: NotificationRow[]; unread: number }> {
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unread: counted?.unread ?? 0 };
}

/** Marks read every unread notification of the person (the bell was opened), or the given ones. */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  now: Date,
  ids?: readonly number[],
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Someone read the chat itself: its message notifications of that kind are read too, for every
 * person they were for (any executor opening a chat answers it for the firm). Returns who changed.
 */
export async function markChatNotificationsRead(
  db: Db,
  sessionId: string,
  kind: NotificationKind,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.sessionId, sessionId),
        eq(notifications.kind, kind),
        isNull(notifications.readAt),
      ),
    )
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** Read notifications are kept for a while, then removed (maintenance). */
export async function deleteOldNotifications(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * 86_400_000);
  const rows = await db
    .delete(notifications)
    .where(and(lt(notifications.createdAt, before), sql`${notifications.readAt} is not null`))
    .returning({ id: notifications.id });
  return rows.length;
}
