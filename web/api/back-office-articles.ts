/** Typed calls of the cabinet's articles (issue 10 §5): executors and admins, with the token. */
import type {
  ArticleInput,
  ExecutorArticle,
  ExecutorArticleListItem,
} from "../../domain/articles/article-schemas.ts";
import { apiFetch } from "./client.ts";
import { pagePath } from "./paging.ts";

export type { ArticleInput, ExecutorArticle, ExecutorArticleListItem };

export const backOfficeArticlesApi = {
  /** A page of every article, drafts too, newest first (ARTICLES_ALL_PAGE_SIZE after `offset`). */
  list: (offset: number, signal?: AbortSignal) =>
    apiFetch<ExecutorArticleListItem[]>(pagePath("/articles/all", offset), { signal }),
  get: (id: number, signal?: AbortSignal) =>
    apiFetch<ExecutorArticle>(`/executor/articles/${id}`, { signal }),
  create: (body: ArticleInput) => apiFetch<ExecutorArticle>("/articles", { method: "POST", body }),
  update: (id: number, body: ArticleInput) =>
    apiFetch<ExecutorArticle>(`/articles/${id}`, { method: "PUT", body }),
  remove: (id: number) => apiFetch<{ deleted: true }>(`/articles/${id}`, { method: "DELETE" }),
};
