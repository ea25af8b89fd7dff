/** Typed calls of review moderation (spec 3 §7): executors and admins, with the stored token. */

import type { ReviewFilter } from "../../domain/reviews/review-moderation.ts";
import type {
  Review,
  ReviewEditInput,
  ReviewModerationList,
} from "../../domain/reviews/review-schemas.ts";
import type { ReviewAction } from "../../domain/reviews/review-status.ts";
import { apiFetch } from "./client.ts";

export type { Review, ReviewEditInput, ReviewModerationList };

export const backOfficeReviewsApi = {
  /** One page (REVIEW_MODERATION_PAGE_SIZE) of the filter's reviews, newest first. */
  list: (filter: ReviewFilter, page: number, signal?: AbortSignal) => {
    const query = new URLSearchParams({ page: String(page) });
    if (filter !== "all") query.set("status", filter);
    return apiFetch<ReviewModerationList>(`/reviews/all?${query}`, { signal });
  },
  edit: (id: number, body: ReviewEditInput) =>
    apiFetch<Review>(`/reviews/${id}/edit`, { method: "PUT", body }),
  /** approve, reject or pending: the moves of domain/reviews/review-status.ts. */
  move: (id: number, action: ReviewAction) =>
    apiFetch<Review>(`/reviews/${id}/${action}`, { method: "PUT" }),
  remove: (id: number) => apiFetch<{ deleted: true }>(`/reviews/${id}`, { method: "DELETE" }),
};
