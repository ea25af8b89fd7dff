import { formatMoscowDate } from "../../../domain/moscow-date.ts";
import type { Review } from "../../../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS } from "../../../domain/reviews/reviews.ts";
import badgeClasses from "../../ui/badge.module.css";
import { ReviewStars } from "../../ui/review-stars.tsx";
import { VerifiedClientBadge } from "../../ui/verified-client-badge.tsx";
import classes from "./review-card.module.css";

/**
 * One published review. Plain elements styled by the module rather than Card, Stack, Group, Text
 * and Badge: review cards fill the home page and «Отзывы», and every Mantine component costs its
 * props, styles and inline variables on a phone's first load (decision 044).
 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={classes.card} data-testid="review-card">
      <div className={classes.head}>
        <div className={classes.author}>
          <p className={classes.name}>{review.client_name}</p>
          {review.verified_client ? <VerifiedClientBadge /> : null}
          <ReviewStars rating={review.rating} />
        </div>
        <p className={classes.date}>
          <time dateTime={review.created_at}>{formatMoscowDate(review.created_at)}</time>
        </p>
      </div>
      {review.service_title ? (
        <span className={`${badgeClasses.badge} ${classes.service}`} data-color="gray">
          <span className={badgeClasses.label}>{review.service_title}</span>
        </span>
      ) : null}
      <p className={classes.text}>{review.comment}</p>
      {review.executor_reply ? (
        <div className={classes.reply} data-testid="review-reply">
          <p className={classes.replyTitle}>{REVIEW_TEXTS.executorReply}</p>
          <p className={classes.text}>{review.executor_reply}</p>
        </div>
      ) : null}
    </article>
  );
}
