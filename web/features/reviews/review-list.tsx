import { Text } from "@mantine/core";
import type { Review } from "../../../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS } from "../../../domain/reviews/reviews.ts";
import { CardGrid, type GridColumns } from "../../ui/card-grid.tsx";
import { CardSkeletons } from "../../ui/card-skeletons.tsx";
import { ReviewCard } from "./review-card.tsx";

interface ReviewListProps {
  reviews: Review[] | undefined;
  loading: boolean;
  columns?: GridColumns;
}

/** A failed load shows the empty text, as the spec asks (spec 1 §8). */
export function ReviewList({
  reviews,
  loading,
  columns = { base: 1, sm: 2, lg: 3 },
}: ReviewListProps) {
  // Cards of about a review's height (measured 210–350 px) keep what follows in place.
  if (loading) {
    return <CardSkeletons label={REVIEW_TEXTS.loading} count={4} cardHeight={300} cols={columns} />;
  }
  if (!reviews || reviews.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="reviews-empty">
        {REVIEW_TEXTS.empty}
      </Text>
    );
  }
  return (
    <CardGrid cols={columns} spacing="lg" data-testid="review-list">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </CardGrid>
  );
}
