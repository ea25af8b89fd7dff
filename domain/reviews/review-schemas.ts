/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_DEFAULT,
  REVIEW_STATUSES,
  REVIEW_TEXTS,
} from "./reviews.ts";

export const reviewSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  executor_reply: z.string().nullable(),
  service_title: z.string(),
  created_at: z.string(),
  status: z.enum(REVIEW_STATUSES),
  is_approved: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

const nonBlank = z
  .string({ error: REVIEW_TEXTS.fillAll })
  .trim()
  .min(1, { error: REVIEW_TEXTS.fillAll });

/** New review (spec 3 §5): signed in, non-blank service and comment, rating 1..5 (default 5). */
export const newReviewSchema = z.object({
  service_title: nonBlank.pipe(z.string().max(200, { error: REVIEW_TEXTS.fillAll })),
  comment: nonBlank.pipe(z.string().max(REVIEW_COMMENT_MAX, { error: REVIEW_TEXTS.tooLong })),
  rating: z
    .number({ error: REVIEW_TEXTS.ratingRange })
    .int({ error: REVIEW_TEXTS.ratingRange })
    .min(1, { error: REVIEW_TEXTS.ratingRange })
    .max(5, { error: REVIEW_TEXTS.ratingRange })
    .default(REVIEW_RATING_DEFAULT),
});
export type NewReview = z.infer<typeof newReviewSchema>;
