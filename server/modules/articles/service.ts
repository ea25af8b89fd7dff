import { and, desc, eq } from "drizzle-orm";
import type {
  Article,
  ArticleListItem,
  ExecutorArticle,
  ExecutorArticleListItem,
} from "../../../domain/articles/article-schemas.ts";
import { type ArticleStatus, articlePreview } from "../../../domain/articles/articles.ts";
import type { OffsetPage } from "../../../domain/paging.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema/content.ts";
import { sanitizeArticleHtml } from "./sanitize-html.ts";

export type ArticleRow = typeof articles.$inferSelect;

/** The public date of an article: its first publication (rows older than the column: creation). */
const publishedAtOf = (row: ArticleRow) => (row.publishedAt ?? row.createdAt).toISOString();

export function toExecutorArticle(row: ArticleRow): ExecutorArticle {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export function toExecutorListItem(row: ArticleRow): ExecutorArticleListItem {
  const { content, ...rest } = toExecutorArticle(row);
  return { ...rest, preview: articlePreview(content) };
}

const isPublished = eq(articles.status, "published");

/** One page of the published articles, the latest publication first. */
export async function listArticles(db: Db, page: OffsetPage): Promise<ArticleListItem[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    preview: articlePreview(row.content),
    created_at: row.createdAt.toISOString(),
    published_at: publishedAtOf(row),
  }));
}

/** A published article; a draft is as missing to the public as an unknown id. */
export async function findArticle(db: Db, id: number): Promise<Article | null> {
  return (await findArticleWithChange(db, id))?.article ?? null;
}

/** findArticle with its last change (the page's `dateModified`, the sitemap's `lastmod`). */
export async function findArticleWithChange(
  db: Db,
  id: number,
): Promise<{ article: Article; updatedAt: Date } | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isPublished))
    .limit(1);
  if (!row) return null;
  const article = {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    published_at: publishedAtOf(row),
  };
  return { article, updatedAt: row.updatedAt };
}

/** Every published article's id and last change, for the sitemap (at most `limit`). */
export async function listPublishedArticleDates(
  db: Db,
  limit: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/**
 * Demo content (server/db/seed): written without an actor, so not audited; the body is
 * sanitised like every other, and a published one is published at its creation time.
 */
export async function insertArticle(
  db: Db,
  input: { title: string; content: string; createdAt?: Date; status?: ArticleStatus },
): Promise<ExecutorArticle> {
  const createdAt = input.createdAt ?? new Date();
  const status = input.status ?? "published";
  const [row] = await db
    .insert(articles)
    .values({
      title: input.title.trim(),
      content: sanitizeArticleHtml(input.content),
      status,
      publishedAt: status === "published" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return toExecutorArticle(row!);
}
