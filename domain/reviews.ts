import { z } from "zod";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "На модерации",
  approved: "Опубликован",
  rejected: "Отклонен",
};

export const REVIEWS_ON_HOME = 5;
export const REVIEW_RATING_DEFAULT = 5;
export const REVIEW_COMMENT_MAX = 2000;

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

export const REVIEW_TEXTS = {
  empty: "Пока нет отзывов",
  loginRequired: "Для добавления отзыва необходимо войти в систему",
  fillAll: "Пожалуйста, заполните все поля",
  ratingRange: "Оценка должна быть от 1 до 5",
  tooLong: `Отзыв не должен превышать ${REVIEW_COMMENT_MAX} символов`,
  submitFailed: "Ошибка отправки отзыва. Попробуйте еще раз.",
  submitted: "Спасибо! Отзыв отправлен на модерацию и появится на сайте после проверки.",
  executorReply: "Ответ специалиста",
} as const;

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
