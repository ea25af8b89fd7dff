import { sql } from "drizzle-orm";
import type { SenderType } from "../../../domain/chat/chat.ts";
import { SEARCH_GROUP_LIMITS } from "../../../domain/search/search.ts";
import type { MessageHit } from "../../../domain/search/search-schemas.ts";
import type { Db } from "../../db/client.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { headline, markedFromHeadline } from "./marked-text.ts";
import { isoOf, rowsOf, type SearchContext } from "./search-context.ts";

/** Word for word the expression of `chat_messages_content_search_idx`, or the index is not used. */
const messageVector = sql`to_tsvector('russian'::regconfig, ${chatMessages.content})`;

/**
 * Messages are ranked among the newest this many matches only: a common word matches a third of
 * a million messages, and ranking them all would read every one of them again, while the newest
 * matches are what a lawyer looks for (docs/decisions/030-full-text-search.md).
 */
export const RANKED_CANDIDATES = 200;

/**
 * The executor's search looks at the newest 10,000 messages, then the newest 100,000, then all,
 * and stops at the first that holds RANKED_CANDIDATES matches: a common word is done in the
 * first, a rare one costs little in each.
 */
const RECENT_WINDOWS = [10_000, 100_000] as const;

/**
 * The ids of the newest RANKED_CANDIDATES matching messages the caller may see, newest first.
 *
 * The planner's own choice is not safe here: from its statistics (and PGlite, which has no
 * autovacuum, has none at all) a rare word looks common enough to walk the primary key backwards
 * re-parsing every message until 200 match — eight seconds on a million messages for a word in
 * a hundred of them. Plain index scans are switched off for this transaction only, which leaves
 * bitmaps: the word's index entries ANDed with a range of the newest ids (or a client's chats),
 * so only messages that are both matches and candidates are read.
 */
async function newestMatchIds(ctx: SearchContext): Promise<number[]> {
  const windows = ctx.executor ? await windowsFrom(ctx.db) : [];
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    for (const lowest of [...windows, null]) {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`select chat_messages.id from chat_messages
            where ${messageVector} @@ ${ctx.tsQuery} and ${ctx.visibleMessages}
              ${lowest === null ? sql`` : sql`and chat_messages.id > ${lowest}`}
            order by chat_messages.id desc
            limit ${sql.raw(String(RANKED_CANDIDATES))}`,
      );
      if (rows.length === RANKED_CANDIDATES || lowest === null) return rows.map((row) => row.id);
    }
    return [];
  });
}

/** The lowest id of each recent window; none when the table is smaller than the window. */
async function windowsFrom(db: Db): Promise<number[]> {
  const [newest] = await rowsOf<{ id: number | null }>(
    db,
    sql`select max(chat_messages.id) as id from chat_messages`,
  );
  const top = Number(newest?.id ?? 0);
  return RECENT_WINDOWS.map((size) => top - size).filter((lowest) => lowest > 0);
}

interface MessageRow {
  id: number;
  session_id: string;
  sender_type: SenderType;
  created_at: Date | string;
  service_title: string;
  is_guest: boolean;
  guest_name: string | null;
  client_name: string | null;
  headline: string;
}

/**
 * Messages of the chats the caller sees that contain the words, in any of their forms: the newest
 * matches are found (newestMatchIds), ranked (ts_rank, then the newer first) and the top ones
 * kept; only those get ts_headline, the costly part, with the chat's title and the person's name.
 */
export async function searchMessages(ctx: SearchContext): Promise<MessageHit[]> {
  const ids = await newestMatchIds(ctx);
  if (ids.length === 0) return [];
  const rows = await rowsOf<MessageRow>(
    ctx.db,
    sql`
    with ranked as (
      select chat_messages.id, chat_messages.session_id, chat_messages.sender_type,
             chat_messages.content, chat_messages.created_at,
             ts_rank(${messageVector}, ${ctx.tsQuery}) as score
      from chat_messages
      where chat_messages.id = any(${`{${ids.join(",")}}`}::int[])
      order by score desc, chat_messages.id desc
      limit ${sql.raw(String(SEARCH_GROUP_LIMITS.messages))}
    )
    select ranked.id, ranked.session_id, ranked.sender_type, ranked.created_at,
           chat_sessions.service_title, chat_sessions.is_guest, chat_sessions.guest_name,
           users.full_name as client_name,
           ${headline(sql`ranked.content`, ctx.tsQuery)} as headline
    from ranked
    join chat_sessions on chat_sessions.id = ranked.session_id
    left join users on users.id = chat_sessions.client_id
    order by ranked.score desc, ranked.id desc`,
  );
  return rows.map((row) => ({
    message_id: row.id,
    session_id: row.session_id,
    service_title: row.service_title,
    sender_type: row.sender_type,
    party_name: ctx.executor ? (row.client_name ?? row.guest_name) : null,
    is_guest_session: row.is_guest,
    created_at: isoOf(row.created_at),
    fragment: markedFromHeadline(row.headline),
  }));
}
