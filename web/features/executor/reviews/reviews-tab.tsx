import { Stack } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  REVIEW_FILTERS,
  type ReviewFilter,
  REVIEW_MODERATION_TEXTS as T,
} from "../../../../domain/reviews/review-moderation.ts";
import type { Review } from "../../../../domain/reviews/review-schemas.ts";
import { itemsOfPages } from "../../../lib/offset-pages.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ShowMoreButton } from "../../../ui/show-more-button.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { ToggleButtons } from "../../../ui/toggle-buttons.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { useExecutorStats } from "../use-executor-stats.ts";
import { ModerationReviewCard } from "./moderation-review-card.tsx";
import { ReviewEditDialog } from "./review-edit-dialog.tsx";
import {
  useDeleteReview,
  useModerationReviews,
  useMoveReview,
  useRefreshReviews,
} from "./use-review-moderation.ts";

/**
 * A review submitted elsewhere changes the badge's count (pushed live to the cabinet): the list
 * follows it, so a moderator with this tab open sees the new review without reloading.
 */
function useFollowPendingCount() {
  const pending = useExecutorStats().data?.pending_reviews;
  const refresh = useRefreshReviews();
  const seen = useRef(pending);
  useEffect(() => {
    if (pending === undefined || seen.current === pending) return;
    const first = seen.current === undefined;
    seen.current = pending;
    if (!first) void refresh();
  }, [pending, refresh]);
}

/** «Отзывы» (spec 3 §2): every review with its status; edit, moderate, delete. */
export function ReviewsTab() {
  const [filter, setFilter] = useState<ReviewFilter>("all");
  const list = useModerationReviews(filter);
  const move = useMoveReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  useFollowPendingCount();

  const movingOf = (review: Review) =>
    move.isPending && move.variables?.id === review.id ? move.variables.action : null;

  const reviews = list.data ? itemsOfPages(list.data.pages.map((page) => page.items)) : null;
  // The newest page read carries the freshest counts.
  const counts = list.data?.pages.at(-1)?.counts;
  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingState label={T.loading} />;
  } else if (reviews === null) {
    body = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (reviews.length === 0) {
    body = (
      <EmptyState testId="reviews-moderation-empty">
        {filter === "all" ? T.empty : T.emptyFiltered[filter]}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm">
        <CardList label={T.listLabel}>
          {reviews.map((review) => (
            <ModerationReviewCard
              key={review.id}
              review={review}
              moving={movingOf(review)}
              onEdit={() => setEditing(review)}
              onMove={(action) => move.mutate({ id: review.id, action })}
              onDelete={() => setDeleting(review)}
            />
          ))}
        </CardList>
        <ShowMoreButton pages={list} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TabHeading title={EXECUTOR_TEXTS.tabs.reviews} />
      <ToggleButtons<ReviewFilter>
        label={T.filterLabel}
        options={REVIEW_FILTERS}
        labels={T.filters}
        value={filter}
        counts={counts}
        onChange={setFilter}
      />
      {body}
      <ReviewEditDialog review={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={T.deleteTitle}
        text={deleting ? T.deleteText(deleting.client_name) : ""}
        color="red"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id).catch(() => {});
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
