import { desc, eq } from "drizzle-orm";
import type {
  ArticleInput,
  ExecutorArticle,
  ExecutorArticleListItem,
} from "../../../domain/articles/article-schemas.ts";
import {
  ARTICLE_INPUT_TEXTS,
  ARTICLE_TEXTS,
  isArticleBodyEmpty,
} from "../../../domain/articles/articles.ts";
import type { AuditAction } from "../../../domain/audit/audit.ts";
import type { OffsetPage } from "../../../domain/paging.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema/content.ts";
import { badRequest, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { sanitizeArticleHtml } from "./sanitize-html.ts";
import { type ArticleRow, toExecutorArticle, toExecutorListItem } from "./service.ts";

/** One page of every article, drafts included, the newest first (the cabinet's «Статьи»). */
export async function listAllArticles(
  db: Db,
  page: OffsetPage,
): Promise<ExecutorArticleListItem[]> {
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toExecutorListItem);
}

/** One article for the editor, whatever its status. */
export async function findArticleForExecutor(db: Db, id: number): Promise<ExecutorArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound(ARTICLE_TEXTS.notFound);
  return toExecutorArticle(row);
}

/**
 * The form as it will be stored: the body sanitised (every save, whoever sends it) and refused
 * when nothing readable is left of it.
 */
function cleanInput(input: ArticleInput): ArticleInput {
  const content = sanitizeArticleHtml(input.content);
  if (isArticleBodyEmpty(content)) throw badRequest(ARTICLE_INPUT_TEXTS.contentEmptyAfterCleaning);
  return { ...input, content };
}

const titleOf = (row: ArticleRow) => `Статья «${row.title}»`;

export async function createArticle(
  db: Db,
  actor: AuditActor,
  input: ArticleInput,
): Promise<ExecutorArticle> {
  const clean = cleanInput(input);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(articles)
      .values({
        title: clean.title,
        content: clean.content,
        status: clean.status,
        publishedAt: clean.status === "published" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const article = toExecutorArticle(row!);
    await recordChange(tx, actor, {
      entityType: "article",
      entityId: row!.id,
      action: "create",
      entityTitle: titleOf(row!),
      before: null,
      after: article,
    });
    return article;
  });
}

/** publish / unpublish when the status changes, update otherwise. */
function actionOf(before: ArticleRow, status: ArticleInput["status"]): AuditAction {
  if (before.status === status) return "update";
  return status === "published" ? "publish" : "unpublish";
}

/**
 * Saves the whole form. `published_at` is set the first time the article is published and kept
 * afterwards, also when it is taken down and published again: it is the date readers saw first.
 */
export async function updateArticle(
  db: Db,
  actor: AuditActor,
  id: number,
  input: ArticleInput,
): Promise<ExecutorArticle> {
  const clean = cleanInput(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!before) throw notFound(ARTICLE_TEXTS.notFound);
    const now = new Date();
    const [row] = await tx
      .update(articles)
      .set({
        title: clean.title,
        content: clean.content,
        status: clean.status,
        publishedAt: before.publishedAt ?? (clean.status === "published" ? now : null),
        updatedAt: now,
      })
      .where(eq(articles.id, id))
      .returning();
    const article = toExecutorArticle(row!);
    await recordChange(tx, actor, {
      entityType: "article",
      entityId: id,
      action: actionOf(before, clean.status),
      entityTitle: titleOf(row!),
      before: toExecutorArticle(before),
      after: article,
    });
    return article;
  });
}

export async function deleteArticle(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!before) throw notFound(ARTICLE_TEXTS.notFound);
    await recordChange(tx, actor, {
      entityType: "article",
      entityId: id,
      action: "delete",
      entityTitle: titleOf(before),
      before: toExecutorArticle(before),
      after: null,
    });
  });
}
