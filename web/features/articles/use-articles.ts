import { useQuery } from "@tanstack/react-query";
import type { Article, ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import { ARTICLES_PAGE_SIZE } from "../../../domain/articles/articles.ts";
import { ApiError, apiFetch } from "../../api/client.ts";
import { pagePath } from "../../api/paging.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useOffsetPages } from "../../lib/offset-pages.ts";

/**
 * The published articles, page after page: the first page is the one the HTML of /articles
 * carries (web/app/page-queries.ts), the next ones come with «Показать ещё».
 */
export function useArticlePages() {
  return useOffsetPages<ArticleListItem>({
    queryKey: queryKeys.articlePages,
    firstPageKey: queryKeys.articles,
    pageSize: ARTICLES_PAGE_SIZE,
    fetchPage: (offset, signal) =>
      apiFetch<ArticleListItem[]>(pagePath("/articles", offset), { signal, auth: false }),
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
