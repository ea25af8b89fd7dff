/** Typed calls of the cabinet's articles (issue 10 §5): executors and admins, with the token. */
import type {
  ArticleInput,
  ExecutorArticle,
  ExecutorArticleListItem,
} from "../../domain/articles/article-schemas.ts";
import { apiFetch } from "./client.ts";

export type { ArticleInput, ExecutorArticle, ExecutorArticleListItem };

export const backOfficeArticlesApi = {
  list: (signal?: AbortSignal) => apiFetch<ExecutorArticleListItem[]>("/articles/all", { signal }),
  get: (id: number, signal?: AbortSignal) =>
    apiFetch<ExecutorArticle>(`/executor/articles/${id}`, { signal }),
  create: (body: ArticleInput) => apiFetch<ExecutorArticle>("/articles", { method: "POST", body }),
  update: (id: number, body: ArticleInput) =>
    apiFetch<ExecutorArticle>(`/articles/${id}`, { method: "PUT", body }),
  remove: (id: number) => apiFetch<{ deleted: true }>(`/articles/${id}`, { method: "DELETE" }),
};
