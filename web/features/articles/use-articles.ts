import { useQuery } from "@tanstack/react-query";
import type { Article, ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import { ApiError, apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useArticles() {
  return useQuery({
    queryKey: queryKeys.articles,
    queryFn: ({ signal }) => apiFetch<ArticleListItem[]>("/articles", { signal, auth: false }),
  });
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: queryKeys.article(id),
    queryFn: ({ signal }) => apiFetch<Article>(`/articles/${id}`, { signal, auth: false }),
    enabled: Number.isInteger(id) && id > 0,
    // A missing article stays missing; only network trouble is worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
