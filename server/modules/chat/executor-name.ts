import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";

/**
 * The profile name of the lawyer who wrote last in a chat: the one the client knows when the chat
 * has no assignee (older chats, the queue); null before any answer. Staff who take no chats (an
 * administrator who is no lawyer, issue 44 §3) are never named as the client's lawyer.
 * A correlated subquery, so a list of chats reads every name in its one query; the partial
 * index chat_messages_executor_idx answers it (its condition is repeated here word for word). The outer column
 * is written out: drizzle leaves it unqualified in a one-table select, where `id` is ambiguous.
 */
export const lastExecutorName = sql<string | null>`(
  select lu.full_name from chat_messages lm
  join users lu on lu.id = lm.sender_user_id
  where lm.session_id = chat_sessions.id and lm.sender_type = 'executor'
    and lm.sender_user_id is not null and lu.accepts_chats
  order by lm.id desc limit 1
)`;

/** The profile name of the chat's assignee (issue 30 §2), the same way. */
export const assigneeName = sql<string | null>`(
  select au.full_name from users au where au.id = chat_sessions.assignee_id and au.accepts_chats
)`;

/**
 * When the assignee's photo last changed, in ms since the epoch as text (its address's version;
 * the same on both engines), or null without one.
 */
export const assigneePhotoAt = sql<string | null>`(
  select (extract(epoch from au.photo_updated_at) * 1000)::bigint::text
  from users au where au.id = chat_sessions.assignee_id and au.accepts_chats
)`;

export async function executorNameOf(
  db: Db,
  sessionId: string,
): Promise<{ lastWriter: string | null; assignee: string | null; photoAt: string | null }> {
  const [row] = await db
    .select({ lastWriter: lastExecutorName, assignee: assigneeName, photoAt: assigneePhotoAt })
    .from(chatSessions)
    .where(sql`${chatSessions.id} = ${sessionId}`);
  return {
    lastWriter: row?.lastWriter ?? null,
    assignee: row?.assignee ?? null,
    photoAt: row?.photoAt ?? null,
  };
}
