import { desc, eq } from "drizzle-orm";
import type { Article, ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import { articlePreview } from "../../../domain/articles/articles.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema/content.ts";
import { sanitizeArticleHtml } from "./sanitize-html.ts";

export async function listArticles(db: Db): Promise<ArticleListItem[]> {
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    preview: articlePreview(row.content),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function findArticle(db: Db, id: number): Promise<Article | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

/** The only way an article body reaches the database: always sanitised first. */
export async function createArticle(
  db: Db,
  input: { title: string; content: string; createdAt?: Date },
): Promise<Article> {
  const [row] = await db
    .insert(articles)
    .values({
      title: input.title.trim(),
      content: sanitizeArticleHtml(input.content),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return {
    id: row!.id,
    title: row!.title,
    content: row!.content,
    created_at: row!.createdAt.toISOString(),
  };
}
