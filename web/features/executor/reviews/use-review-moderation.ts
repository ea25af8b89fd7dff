import { notifications } from "@mantine/notifications";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { ReviewFilter } from "../../../../domain/reviews/review-moderation.ts";
import { REVIEW_MODERATION_TEXTS as T } from "../../../../domain/reviews/review-moderation.ts";
import type { ReviewAction } from "../../../../domain/reviews/review-status.ts";
import { backOfficeReviewsApi, type ReviewEditInput } from "../../../api/back-office-reviews.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** The filter's reviews a page at a time («Показать ещё» while `total` is not reached). */
export function useModerationReviews(filter: ReviewFilter) {
  return useInfiniteQuery({
    queryKey: cabinetQueryKeys.moderationReviews(filter),
    queryFn: ({ pageParam, signal }) => backOfficeReviewsApi.list(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && read < last.total ? pages.length + 1 : undefined;
    },
    // Switching the filter keeps the counts and the list on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * After any change, success or not, every list shows the server's state again: the moderation
 * lists (all filters), the public reviews and the cabinet's «Отзывы» badge.
 */
export function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.moderationReviewLists }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews }),
      queryClient.invalidateQueries({ queryKey: queryKeys.executorDashboard }),
    ]);
}

const failed = (title: string, error: unknown) =>
  notifications.show({ color: "red", title, message: errorText(error, T.unknownError) });

/** Approve, reject or back to moderation, each with its own notice (spec 3 §8). */
export function useMoveReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReviewAction }) =>
      backOfficeReviewsApi.move(id, action),
    onSuccess: (_review, { action }) =>
      notifications.show({ color: "teal", message: T.moved[action] }),
    onError: (error, { action }) => failed(T.moveFailed[action], error),
    onSettled: refresh,
  });
}

export function useDeleteReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (id: number) => backOfficeReviewsApi.remove(id),
    onSuccess: () => notifications.show({ color: "teal", message: T.deleted }),
    onError: (error) => failed(T.deleteFailed, error),
    onSettled: refresh,
  });
}

/** The edit dialog shows its own failure (it stays open to be corrected); success is a notice. */
/** Lets the edit dialog know a save is running, so it cannot be closed under it. */
export const EDIT_REVIEW_MUTATION = ["back-office", "reviews", "edit"] as const;

export function useEditReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationKey: EDIT_REVIEW_MUTATION,
    mutationFn: ({ id, body }: { id: number; body: ReviewEditInput }) =>
      backOfficeReviewsApi.edit(id, body),
    onSuccess: () => notifications.show({ color: "teal", message: T.updated }),
    onSettled: refresh,
  });
}
