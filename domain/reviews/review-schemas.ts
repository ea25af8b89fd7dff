/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { offsetQueryShape, pageQueryShape } from "../paging-schemas.ts";
import { REVIEW_EDIT_TEXTS } from "./review-moderation.ts";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_MODERATION_PAGE_MAX,
  REVIEW_MODERATION_PAGE_SIZE,
  REVIEW_NAME_MAX,
  REVIEW_RATING_DEFAULT,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXTS,
  REVIEWS_PAGE_MAX,
  REVIEWS_PAGE_SIZE,
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
  /** «Проверенный клиент»: the author has a completed or accepted order (issue 10 §4). */
  verified_client: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

const nonBlank = z
  .string({ error: REVIEW_TEXTS.fillAll })
  .trim()
  .min(1, { error: REVIEW_TEXTS.fillAll });

const rating = z
  .number({ error: REVIEW_TEXTS.ratingRange })
  .int({ error: REVIEW_TEXTS.ratingRange })
  .min(1, { error: REVIEW_TEXTS.ratingRange })
  .max(5, { error: REVIEW_TEXTS.ratingRange });

/** New review (spec 3 §5): signed in, non-blank service and comment, rating 1..5 (default 5). */
export const newReviewSchema = z.object({
  service_title: nonBlank.pipe(z.string().max(200, { error: REVIEW_TEXTS.fillAll })),
  comment: nonBlank.pipe(z.string().max(REVIEW_COMMENT_MAX, { error: REVIEW_TEXTS.tooLong })),
  rating: rating.default(REVIEW_RATING_DEFAULT),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/** A required, trimmed text with its own «empty» and «too long» messages. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * The executor's edit of a review (spec 3 §2): the whole form. An empty (or absent) reply means
 * «no reply» and is stored as null; the date is an ISO date-time with its offset, never in the future.
 */
export const reviewEditSchema = z.object({
  client_name: requiredText(
    REVIEW_NAME_MAX,
    REVIEW_EDIT_TEXTS.clientNameRequired,
    REVIEW_EDIT_TEXTS.clientNameTooLong,
  ),
  comment: requiredText(
    REVIEW_COMMENT_MAX,
    REVIEW_EDIT_TEXTS.commentRequired,
    REVIEW_TEXTS.tooLong,
  ),
  rating,
  executor_reply: z
    .string({ error: REVIEW_EDIT_TEXTS.replyInvalid })
    .trim()
    .max(REVIEW_REPLY_MAX, { error: REVIEW_EDIT_TEXTS.replyTooLong })
    .nullish()
    .transform((reply) => (reply ? reply : null)),
  service_title: requiredText(
    REVIEW_NAME_MAX,
    REVIEW_EDIT_TEXTS.serviceTitleRequired,
    REVIEW_EDIT_TEXTS.serviceTitleTooLong,
  ),
  created_at: z.iso
    .datetime({ offset: true, error: REVIEW_EDIT_TEXTS.createdAtInvalid })
    .refine((value) => new Date(value).getTime() <= Date.now(), {
      error: REVIEW_EDIT_TEXTS.createdAtFuture,
    }),
});
export type ReviewEditInput = z.input<typeof reviewEditSchema>;
export type ReviewEdit = z.output<typeof reviewEditSchema>;

export const reviewModerationQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: REVIEW_EDIT_TEXTS.statusInvalid }).optional(),
  ...pageQueryShape(REVIEW_MODERATION_PAGE_SIZE, REVIEW_MODERATION_PAGE_MAX),
});
export type ReviewModerationQuery = z.infer<typeof reviewModerationQuerySchema>;

/** GET /api/reviews: the approved reviews, newest first, `limit` of them after `offset`. */
export const reviewPageQuerySchema = z.object(
  offsetQueryShape(REVIEWS_PAGE_SIZE, REVIEWS_PAGE_MAX),
);

export const reviewCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

/**
 * GET /api/reviews/all: one page of the filtered list, newest first; `total` is how many the
 * filter matches (all pages), `counts` the count of every filter.
 */
export const reviewModerationListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  counts: reviewCountsSchema,
});
export type ReviewModerationList = z.infer<typeof reviewModerationListSchema>;
