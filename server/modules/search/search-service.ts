import type { SearchResults } from "../../../domain/search/search-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { searchChats } from "./chat-search.ts";
import { searchArticles, searchServices } from "./content-search.ts";
import { searchFiles } from "./file-search.ts";
import { searchMessages } from "./message-search.ts";
import { searchContext } from "./search-context.ts";

/**
 * One search over everything the caller may read: executors and admins every live chat (guests'
 * too), the catalogue and the articles; a client (individual or corporate) only their own chats
 * and archive. Each group asks its own query; what may be seen is decided inside those queries,
 * so a hit the caller may not open is never even read.
 */
export async function search(
  db: Db,
  user: UserRow,
  text: string,
  now: Date,
): Promise<SearchResults> {
  const ctx = searchContext(db, user, text, now);
  const [messages, chats, files, articles, services] = await Promise.all([
    searchMessages(ctx),
    searchChats(ctx),
    searchFiles(ctx),
    ctx.executor ? searchArticles(ctx) : [],
    ctx.executor ? searchServices(ctx) : [],
  ]);
  return { query: text, messages, chats, files, articles, services };
}
