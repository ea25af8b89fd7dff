import { useMutation, useQuery } from "@tanstack/react-query";
import type { NewReview, Review } from "../../../domain/reviews/review-schemas.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Approved reviews, newest first. The server sends only approved ones; the filter stays as a
 * guard so a pending review can never be shown or counted (spec 1 §2).
 */
export function useReviews() {
  return useQuery({
    queryKey: queryKeys.reviews,
    queryFn: ({ signal }) => apiFetch<Review[]>("/reviews", { signal, auth: false }),
    // A select, not part of the fetch: the cache holds the server's answer as it came, the same
    // whether fetched or carried by the page (web/app/page-queries.ts).
    select: onlyApproved,
  });
}

export const onlyApproved = (reviews: Review[]) => reviews.filter((review) => review.is_approved);

/** A new review goes to moderation, so the public list is deliberately not refreshed. */
export function useSubmitReview() {
  return useMutation({
    mutationFn: (review: NewReview) =>
      apiFetch<Review>("/reviews", { method: "POST", body: review }),
  });
}
