import { Badge, Card, Group, Paper, Stack, Text } from "@mantine/core";
import type { Review } from "../../../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS } from "../../../domain/reviews/reviews.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import { ReviewStars } from "../../ui/review-stars.tsx";
import { VerifiedClientBadge } from "../../ui/verified-client-badge.tsx";

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="article"
      data-testid="review-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4}>
            <Text fw={700}>{review.client_name}</Text>
            {review.verified_client ? <VerifiedClientBadge /> : null}
            <ReviewStars rating={review.rating} />
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            <time dateTime={review.created_at}>{formatMoscowDate(review.created_at)}</time>
          </Text>
        </Group>
        {review.service_title ? (
          <Badge variant="light" color="gray" radius="sm" tt="none" maw="100%">
            {review.service_title}
          </Badge>
        ) : null}
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {review.comment}
        </Text>
        {review.executor_reply ? (
          <Paper bg="navy.0" p="sm" radius="md" data-testid="review-reply">
            <Text size="xs" fw={700} c="navy.8" mb={4}>
              {REVIEW_TEXTS.executorReply}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {review.executor_reply}
            </Text>
          </Paper>
        ) : null}
      </Stack>
    </Card>
  );
}
