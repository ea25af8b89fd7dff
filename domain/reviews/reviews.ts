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
