/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { offsetQueryShape } from "../paging-schemas.ts";
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_INPUT_TEXTS,
  ARTICLE_STATUSES,
  ARTICLE_TITLE_MAX,
  ARTICLES_ALL_PAGE_MAX,
  ARTICLES_ALL_PAGE_SIZE,
  ARTICLES_PAGE_MAX,
  ARTICLES_PAGE_SIZE,
} from "./articles.ts";

/** GET /api/articles: published articles, the latest first, `limit` of them after `offset`. */
export const articlePageQuerySchema = z.object(
  offsetQueryShape(ARTICLES_PAGE_SIZE, ARTICLES_PAGE_MAX),
);
/** GET /api/articles/all: every article, drafts too, the newest first. */
export const allArticlesPageQuerySchema = z.object(
  offsetQueryShape(ARTICLES_ALL_PAGE_SIZE, ARTICLES_ALL_PAGE_MAX),
);

/** A published article as the public sees it. */
export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitised by the server when saved. */
  content: z.string(),
  created_at: z.string(),
  /** The first publication: the date the public pages show and sort by. */
  published_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text: the first 150 characters of the body with markup stripped. */
  preview: z.string(),
  created_at: z.string(),
  published_at: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** An article in the cabinet: drafts too, with its status and every date. */
export const executorArticleListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  preview: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Null until the article is first published; kept when it is taken down again. */
  published_at: z.string().nullable(),
});
export type ExecutorArticleListItem = z.infer<typeof executorArticleListItemSchema>;

export const executorArticleSchema = executorArticleListItemSchema
  .omit({ preview: true })
  .extend({ content: z.string() });
export type ExecutorArticle = z.infer<typeof executorArticleSchema>;

/**
 * What the editor saves. The content is checked for size here; that something readable is left
 * once it is sanitised is checked by the server, which owns the sanitiser.
 */
export const articleInputSchema = z.object({
  title: z
    .string({ error: ARTICLE_INPUT_TEXTS.titleRequired })
    .trim()
    .min(1, { error: ARTICLE_INPUT_TEXTS.titleRequired })
    .max(ARTICLE_TITLE_MAX, { error: ARTICLE_INPUT_TEXTS.titleTooLong }),
  content: z
    .string({ error: ARTICLE_INPUT_TEXTS.contentRequired })
    .max(ARTICLE_CONTENT_MAX, { error: ARTICLE_INPUT_TEXTS.contentTooLong })
    .refine((html) => html.trim() !== "", { error: ARTICLE_INPUT_TEXTS.contentRequired }),
  status: z.enum(ARTICLE_STATUSES, { error: ARTICLE_INPUT_TEXTS.statusInvalid }),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;
