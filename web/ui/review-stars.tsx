import { IconStar, IconStarFilled } from "@tabler/icons-react";
import classes from "./review-stars.module.css";

/** Read-only stars; screen readers get «Оценка 4 из 5» instead of five separate images. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`Оценка ${rating} из 5`}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={star} size={16} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </span>
  );
}
