export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "На модерации",
  approved: "Опубликован",
  rejected: "Отклонен",
};

export const REVIEWS_ON_HOME = 5;
/**
 * GET /api/reviews answers pages: this many when the caller names no `limit`. The home page
 * carries this first page (it shows REVIEWS_ON_HOME and counts the page: «(50+)» when it is
 * full), the reviews page shows it with «Показать ещё». Large enough that a firm's count is
 * exact for a long time, small enough that the home page stays light.
 */
export const REVIEWS_PAGE_SIZE = 50;
export const REVIEWS_PAGE_MAX = 100;
/** The moderation list pages as the cabinet's other tables do (page, page_size, total). */
export const REVIEW_MODERATION_PAGE_SIZE = 50;
export const REVIEW_MODERATION_PAGE_MAX = 200;
export const REVIEW_RATING_DEFAULT = 5;
export const REVIEW_RATING_MAX = 5;
/** Mantine's rating input has a hidden radio for «no stars» before the five. */
export const REVIEW_NO_STARS_LABEL = "Без оценки";
/**
 * A star's name for screen readers in the rating inputs. Mantine hands the radio's own value
 * (0 for «no stars», then 1…5), not its index: adding one announced «6 из 5» on the last star.
 */
export const reviewStarLabel = (value: number) =>
  value === 0 ? REVIEW_NO_STARS_LABEL : `${value} из ${REVIEW_RATING_MAX}`;
export const REVIEW_COMMENT_MAX = 2000;
/** The executor's answer is as long as a review may be. */
export const REVIEW_REPLY_MAX = REVIEW_COMMENT_MAX;
/** An author's name and a service title. */
export const REVIEW_NAME_MAX = 200;

export const REVIEW_TEXTS = {
  empty: "Пока нет отзывов",
  loading: "Загрузка отзывов...",
  loginRequired: "Для добавления отзыва необходимо войти в систему",
  fillAll: "Пожалуйста, заполните все поля",
  ratingRange: "Оценка должна быть от 1 до 5",
  tooLong: `Отзыв не должен превышать ${REVIEW_COMMENT_MAX} символов`,
  submitFailed: "Ошибка отправки отзыва. Попробуйте еще раз.",
  submitted: "Спасибо! Отзыв отправлен на модерацию и появится на сайте после проверки.",
  executorReply: "Ответ специалиста",
  /** The author has a completed or accepted order with us (issue 10 §4). */
  verifiedClient: "Проверенный клиент",
  verifiedClientHint: "У автора отзыва есть выполненный заказ",
} as const;
