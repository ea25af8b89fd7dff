import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  GATHERED_KINDS,
  NOTIFICATION_KEEP_DAYS,
  type NotificationKind,
} from "../../../domain/notifications/notifications.ts";
import type { Db } from "../../db/client.ts";
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
 * Writes a notification in the event's transaction. A gathered event (a message) joins the
 * person's unread notification of the same kind and chat, which moves up with a new count; the
 * row is locked so two messages at once count two.
 */
export async function addNotification(tx: Db, note: NewNotification, now: Date): Promise<void> {
  if (GATHERED_KINDS.has(note.kind) && note.sessionId !== null) {
    const [open] = await tx
      .select({ id: notifications.id, count: notifications.count })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, note.userId),
          eq(notifications.kind, note.kind),
          eq(notifications.sessionId, note.sessionId),
          isNull(notifications.readAt),
        ),
      )
      .limit(1)
      .for("update");
    if (open) {
      const count = open.count + 1;
      await tx
        .update(notifications)
        .set({ ...note.text(count), count, createdAt: now })
        .where(eq(notifications.id, open.id));
      return;
    }
  }
  await tx.insert(notifications).values({
    userId: note.userId,
    kind: note.kind,
    sessionId: note.sessionId,
    link: note.path,
    ...note.text(1),
    createdAt: now,
  });
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
