import { sql } from "drizzle-orm";
import { SEARCH_GROUP_LIMITS } from "../../../domain/search/search.ts";
import type { ArticleHit, MarkedText, ServiceHit } from "../../../domain/search/search-schemas.ts";
import { containsPattern } from "../../db/text-search.ts";
import {
  decodeEntities,
  headline,
  markedFromHeadline,
  markSubstring,
  TITLE_HEADLINE_OPTIONS,
} from "./marked-text.ts";
import { isoOf, rowsOf, type SearchContext } from "./search-context.ts";

/*
 * Articles and services are the site's own texts, tens or hundreds of rows: their words are
 * computed as the query runs (no index to keep). A title also matches by its letters (ILIKE), so
 * half a word typed finds it; the text only by whole words, in any of their forms.
 */

/** The title marked by the words, else by the letters typed (when only ILIKE matched it). */
function markTitle(headlined: string, title: string, text: string): MarkedText {
  const marked = markedFromHeadline(headlined);
  return marked.some((piece) => piece.match) ? marked : markSubstring(title, text);
}

interface ArticleRow {
  id: number;
  title: string;
  status: "draft" | "published";
  updated_at: Date | string;
  title_headline: string;
  headline: string;
}

/** Articles, drafts included (the cabinet edits both), by title and text; HTML tags are not text. */
export async function searchArticles(ctx: SearchContext): Promise<ArticleHit[]> {
  const rows = await rowsOf<ArticleRow>(
    ctx.db,
    sql`
    with found as (
      select articles.id, articles.title, articles.status, articles.updated_at, body,
             ts_rank(document, ${ctx.tsQuery}) as score
      from articles,
           lateral (select regexp_replace(regexp_replace(articles.content, '<[^>]*>', ' ', 'g'),
                                          '\\s{2,}', ' ', 'g') as body) as stripped,
           lateral (select to_tsvector('russian', articles.title || ' ' || body) as document) as words
      where document @@ ${ctx.tsQuery} or articles.title ilike ${containsPattern(ctx.text)}
      order by score desc, articles.updated_at desc
      limit ${sql.raw(String(SEARCH_GROUP_LIMITS.articles))}
    )
    select id, title, status, updated_at,
           ${headline(sql`title`, ctx.tsQuery, TITLE_HEADLINE_OPTIONS)} as title_headline,
           ${headline(sql`body`, ctx.tsQuery)} as headline
    from found
    order by score desc, updated_at desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: markTitle(row.title_headline, row.title, ctx.text),
    status: row.status,
    fragment: decodeEntities(markedFromHeadline(row.headline)),
    updated_at: isoOf(row.updated_at),
  }));
}

interface ServiceRow {
  id: number;
  title: string;
  is_active: boolean;
  title_headline: string;
  headline: string;
}

/** Services of the catalogue, switched-off ones included, deleted ones not: title and description. */
export async function searchServices(ctx: SearchContext): Promise<ServiceHit[]> {
  const rows = await rowsOf<ServiceRow>(
    ctx.db,
    sql`
    with found as (
      select services.id, services.title, services.is_active, services.sort_order, body,
             ts_rank(document, ${ctx.tsQuery}) as score
      from services,
           lateral (select services.description || ' ' || services.tooltip as body) as described,
           lateral (select to_tsvector('russian', services.title || ' ' || body) as document) as words
      where services.deleted_at is null
        and (document @@ ${ctx.tsQuery} or services.title ilike ${containsPattern(ctx.text)})
      order by score desc, services.sort_order, services.id
      limit ${sql.raw(String(SEARCH_GROUP_LIMITS.services))}
    )
    select id, title, is_active,
           ${headline(sql`title`, ctx.tsQuery, TITLE_HEADLINE_OPTIONS)} as title_headline,
           ${headline(sql`body`, ctx.tsQuery)} as headline
    from found
    order by score desc, sort_order, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: markTitle(row.title_headline, row.title, ctx.text),
    is_active: row.is_active,
    fragment: markedFromHeadline(row.headline),
  }));
}
