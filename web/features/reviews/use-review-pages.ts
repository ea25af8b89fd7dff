import type { Review } from "../../../domain/reviews/review-schemas.ts";
import { REVIEWS_PAGE_SIZE } from "../../../domain/reviews/reviews.ts";
import { apiFetch } from "../../api/client.ts";
import { pagePath } from "../../api/paging.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useOffsetPages } from "../../lib/offset-pages.ts";

/**
 * The reviews page's list: the first page is the one the home page and the HTML carry
 * (useReviews), the next ones come with «Показать ещё».
 */
export function useReviewPages() {
  return useOffsetPages<Review>({
    queryKey: queryKeys.reviewPages,
    firstPageKey: queryKeys.reviews,
    pageSize: REVIEWS_PAGE_SIZE,
    fetchPage: (offset, signal) =>
      apiFetch<Review[]>(pagePath("/reviews", offset), { signal, auth: false }),
  });
}
