import { and, type SQL, sql } from "drizzle-orm";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { notExpired, visibleTo } from "../chat/session-access.ts";

/** One search: who asks, what, and the chats they may see (the chat module's own rule). */
export interface SearchContext {
  db: Db;
  user: UserRow;
  executor: boolean;
  /** The trimmed text as typed. */
  text: string;
  /** The text as a russian full-text query; `websearch_to_tsquery` never fails on its syntax. */
  tsQuery: SQL;
  /** SQL over `chat_sessions`: executors every live chat (guests' too), a client their own. */
  visibleChats: SQL;
  /**
   * The same rule as a condition on `chat_messages.session_id`, in the form that stays cheap: a
   * client's few chats listed, or for an executor the few chats they may not see (expired guest
   * chats waiting for the cleanup) left out.
   */
  visibleMessages: SQL;
}

export function searchContext(db: Db, user: UserRow, text: string, now: Date): SearchContext {
  const executor = isExecutorRole(user.role);
  const visibleChats = and(visibleTo(user), notExpired(now)) ?? sql`true`;
  return {
    db,
    user,
    executor,
    text,
    tsQuery: sql`websearch_to_tsquery('russian', ${text})`,
    visibleChats,
    visibleMessages: executor
      ? sql`chat_messages.session_id <> all(array(select chat_sessions.id from chat_sessions where not (${visibleChats})))`
      : sql`chat_messages.session_id = any(array(select chat_sessions.id from chat_sessions where ${visibleChats}))`,
  };
}

/** A timestamp as the drivers give it from raw SQL (a Date, or PostgreSQL's text), in ISO form. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The rows of a raw query, on either engine. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
