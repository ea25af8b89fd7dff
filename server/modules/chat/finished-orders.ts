import { and, eq, inArray } from "drizzle-orm";
import { COMPLETED_TASK_STATUSES } from "../../../domain/chat/chat.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";

/**
 * Which of these accounts have a client chat whose order is completed or accepted: the reviews
 * module marks their reviews «Проверенный клиент». Asked of the chat module, which owns what an
 * order's status means, instead of the reviews module reading the chat tables itself.
 */
export async function clientsWithFinishedOrders(
  db: Db,
  userIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ clientId: chatSessions.clientId })
    .from(chatSessions)
    .where(
      and(
        inArray(chatSessions.clientId, ids),
        eq(chatSessions.isGuest, false),
        inArray(chatSessions.taskStatus, [...COMPLETED_TASK_STATUSES]),
      ),
    );
  return new Set(rows.flatMap((row) => (row.clientId === null ? [] : [row.clientId])));
}
