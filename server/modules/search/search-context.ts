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
}

export function searchContext(db: Db, user: UserRow, text: string, now: Date): SearchContext {
  return {
    db,
    user,
    executor: isExecutorRole(user.role),
    text,
    tsQuery: sql`websearch_to_tsquery('russian', ${text})`,
    visibleChats: and(visibleTo(user), notExpired(now)) ?? sql`true`,
  };
}

/** A timestamp as the drivers give it from raw SQL (a Date, or PostgreSQL's text), in ISO form. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The rows of a raw query, on either engine. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
