/** Reply-time report and rating API shapes (issue 30 §4, §5). */
import { z } from "zod";
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN, SLA_PERIODS, SLA_TEXTS as T } from "./sla.ts";

export const slaQuerySchema = z.object({
  days: z.coerce
    .number({ error: T.periodInvalid })
    .refine((days) => (SLA_PERIODS as readonly number[]).includes(days), { error: T.periodInvalid })
    .default(7),
});

const figures = {
  /** Chats whose client's first message came in the period. */
  chats: z.number().int(),
  /** First answers' median and 90th percentile in working minutes (unanswered ones count until now). */
  median_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
  /** Share of first answers within the target (0–1); null without chats. */
  met_share: z.number().nullable(),
  /** Client ratings given in the period. */
  ratings: z.number().int(),
  rating_average: z.number().nullable(),
};

export const slaReportSchema = z.object({
  days: z.number().int(),
  total: z.object(figures),
  lawyers: z.array(
    z.object({ id: z.number().int().nullable(), full_name: z.string(), ...figures }),
  ),
});
export type SlaReport = z.infer<typeof slaReportSchema>;

export const ratingRequestSchema = z.object({
  score: z
    .number({ error: T.scoreInvalid })
    .int({ error: T.scoreInvalid })
    .min(RATING_MIN, { error: T.scoreInvalid })
    .max(RATING_MAX, { error: T.scoreInvalid }),
  comment: z
    .string({ error: T.commentTooLong })
    .trim()
    .max(RATING_COMMENT_MAX, { error: T.commentTooLong })
    .nullish()
    .transform((value) => value || null),
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;
