import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ARTICLES_ALL_PAGE_SIZE,
  ARTICLE_EDITOR_TEXTS as T,
} from "../../../../domain/articles/articles.ts";
import {
  type ArticleInput,
  backOfficeArticlesApi,
  type ExecutorArticle,
} from "../../../api/back-office-articles.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText, retryUnlessMissing } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { useOffsetPages } from "../../../lib/offset-pages.ts";

/** Every article, drafts too, a page at a time («Показать ещё»). */
export function useExecutorArticles() {
  return useOffsetPages({
    queryKey: cabinetQueryKeys.executorArticlePages,
    pageSize: ARTICLES_ALL_PAGE_SIZE,
    fetchPage: (offset, signal) => backOfficeArticlesApi.list(offset, signal),
  });
}

/** The article the editor opens, read fresh (a draft is not public). */
export function useExecutorArticle(id: number | null) {
  return useQuery({
    queryKey: cabinetQueryKeys.executorArticle(id ?? 0),
    queryFn: ({ signal }) => backOfficeArticlesApi.get(id as number, signal),
    enabled: id !== null,
    retry: retryUnlessMissing,
    // Dropped once the editor closes: the next opening starts from the server's article.
    gcTime: 0,
  });
}

/** After any write, success or not: the cabinet's list and article, the public list and page. */
function useRefreshArticles() {
  const queryClient = useQueryClient();
  return (id: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.executorArticles }),
      queryClient.invalidateQueries({ queryKey: queryKeys.articles }),
      ...(id === null
        ? []
        : [
            queryClient.invalidateQueries({ queryKey: queryKeys.article(id) }),
            queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.executorArticle(id) }),
          ]),
    ]);
}

/** The notice for a save: what happened to the article's publication. */
function savedNotice(before: ExecutorArticle | null, after: ExecutorArticle): string {
  if (after.status === "draft") {
    return before?.status === "published" ? T.unpublished : T.savedDraft;
  }
  return before?.status === "published" ? T.savedPublished : T.publishedNow;
}

/** Creates (`before` null) or saves an article; the editor shows a failure itself. */
export function useSaveArticle(before: ExecutorArticle | null) {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (input: ArticleInput) =>
      before ? backOfficeArticlesApi.update(before.id, input) : backOfficeArticlesApi.create(input),
    onSuccess: (after) =>
      notifications.show({ color: "teal", message: savedNotice(before, after) }),
    onSettled: (after) => refresh(after?.id ?? before?.id ?? null),
  });
}

export function useDeleteArticle() {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (id: number) => backOfficeArticlesApi.remove(id),
    onSuccess: () => notifications.show({ color: "teal", message: T.deleted }),
    onError: (error) =>
      notifications.show({
        color: "red",
        title: T.deleteFailed,
        message: errorText(error, T.unknownError),
      }),
    onSettled: (_result, _error, id) => refresh(id),
  });
}
