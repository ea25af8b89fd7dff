import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { StatementPart } from "../../db/one-statement.ts";
import { chatSessions } from "../../db/schema/chat.ts";

/**
 * The chat, locked for the rest of the transaction: its payment acts, and the out-of-hours answer
 * to two messages sent at once, never interleave.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: a send first inserts its message, whose foreign key takes a
 * KEY SHARE lock on this row, and only then locks it. FOR UPDATE conflicts with KEY SHARE, so two
 * sends at once each waited for the other's key lock and PostgreSQL ended one as a deadlock (a 500,
 * 28 Nov). NO KEY UPDATE still makes every locker and every update of the row wait its turn, and
 * lets messages be added meanwhile. (Deleting a chat still takes FOR UPDATE and waits for all.)
 */
export async function lockChat(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.id, id))
    .for("no key update");
  return row ?? null;
}

/**
 * lockChat as the first part of an event's reading statement (one-statement.ts): a message's
 * notices lock the chat's row before theirs, as every other transaction does.
 */
export function chatLockPart(id: string): StatementPart {
  return {
    answers: true,
    sql: sql`select 'chat'::text as part, ${chatSessions.id} as key, null::text as id, 0 as count
               from ${chatSessions}
              where ${chatSessions.id} = ${id}
                for no key update`,
  };
}
