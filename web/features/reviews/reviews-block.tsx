import { Anchor, Group, Stack, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { REVIEWS_ON_HOME } from "../../../domain/reviews/reviews.ts";
import { ReviewList } from "./review-list.tsx";
import { useReviews } from "./use-reviews.ts";

/** The newest approved reviews, for the home page. */
export function ReviewsBlock() {
  const { data, isPending } = useReviews();
  const reviews = data?.slice(0, REVIEWS_ON_HOME);
  return (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="reviews-block-title"
      data-testid="reviews-block"
    >
      <Group justify="space-between" align="baseline">
        <Title order={2} id="reviews-block-title">
          Отзывы клиентов
        </Title>
        <Anchor component={Link} to="/reviews" fw={600}>
          <Group gap={4} component="span">
            {data && data.length > 0 ? "Все отзывы" : "Оставить отзыв"}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <ReviewList reviews={reviews} loading={isPending} />
    </Stack>
  );
}
