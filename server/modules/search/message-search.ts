import { sql } from "drizzle-orm";
import type { SenderType } from "../../../domain/chat/chat.ts";
import { MESSAGE_RANK_CANDIDATES, SEARCH_GROUP_LIMITS } from "../../../domain/search/search.ts";
import type { MessageHit } from "../../../domain/search/search-schemas.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { headline, markedFromHeadline } from "./marked-text.ts";
import { isoOf, rowsOf, type SearchContext } from "./search-context.ts";

/** Word for word the expression of `chat_messages_content_search_idx`, or the index is not used. */
const messageVector = sql`to_tsvector('russian'::regconfig, ${chatMessages.content})`;

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
 * Messages of the chats the caller sees that contain the words, in any of their forms. Three
 * steps, each on fewer rows: the index finds the matches and the newest MESSAGE_RANK_CANDIDATES
 * are kept; those are ranked (ts_rank, then the newer first) and the top ones kept; only those
 * get ts_headline, the costly part, with the chat's title and the person's name joined in.
 */
export async function searchMessages(ctx: SearchContext): Promise<MessageHit[]> {
  const rows = await rowsOf<MessageRow>(
    ctx.db,
    sql`
    with candidates as (
      select chat_messages.id, chat_messages.session_id, chat_messages.sender_type,
             chat_messages.content, chat_messages.created_at
      from chat_messages
      join chat_sessions on chat_sessions.id = chat_messages.session_id
      where ${messageVector} @@ ${ctx.tsQuery} and ${ctx.visibleChats}
      order by chat_messages.id desc
      limit ${sql.raw(String(MESSAGE_RANK_CANDIDATES))}
    ),
    ranked as (
      select candidates.*,
             ts_rank(to_tsvector('russian'::regconfig, candidates.content), ${ctx.tsQuery}) as score
      from candidates
      order by score desc, candidates.id desc
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
