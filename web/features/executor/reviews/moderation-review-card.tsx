import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { REVIEW_MODERATION_TEXTS as T } from "../../../../domain/reviews/review-moderation.ts";
import type { Review } from "../../../../domain/reviews/review-schemas.ts";
import type { ReviewAction } from "../../../../domain/reviews/review-status.ts";
import {
  REVIEW_STATUS_LABELS,
  REVIEW_TEXTS,
  type ReviewStatus,
} from "../../../../domain/reviews/reviews.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import { ReviewStars } from "../../../ui/review-stars.tsx";
import { VerifiedClientBadge } from "../../../ui/verified-client-badge.tsx";
import { ReviewActions } from "./review-actions.tsx";

const STATUS_COLORS: Record<ReviewStatus, string> = {
  pending: "orange",
  approved: "teal",
  rejected: "red",
};

interface ModerationReviewCardProps {
  review: Review;
  moving: ReviewAction | null;
  onEdit(): void;
  onMove(action: ReviewAction): void;
  onDelete(): void;
}

/** One review as the moderator sees it: everything the public card shows, its status, actions. */
export function ModerationReviewCard({ review, ...actions }: ModerationReviewCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="moderation-review"
      data-status={review.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700}>{review.client_name}</Text>
              {review.verified_client ? <VerifiedClientBadge /> : null}
            </Group>
            <Group gap="xs">
              <ReviewStars rating={review.rating} />
              <Text size="xs" c="dimmed">
                <time dateTime={review.created_at}>{formatMoscowDateTime(review.created_at)}</time>
              </Text>
            </Group>
          </Stack>
          <Badge
            variant="dot"
            color={STATUS_COLORS[review.status]}
            tt="none"
            data-testid="review-status"
          >
            {REVIEW_STATUS_LABELS[review.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {T.service}: {review.service_title}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {review.comment}
        </Text>
        {review.executor_reply ? (
          <Paper bg="navy.0" p="sm" radius="md" data-testid="review-reply">
            <Text size="xs" fw={700} c="navy.8" mb={4}>
              {REVIEW_TEXTS.executorReply}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {review.executor_reply}
            </Text>
          </Paper>
        ) : null}
        <ReviewActions review={review} {...actions} />
      </Stack>
    </Paper>
  );
}
