/**
 * The cabinet's review moderation (spec 3 §2, §5, §8): its limits, filters and texts. Apart from
 * reviews.ts so the public pages never load them.
 */
import {
  REVIEW_NAME_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXTS,
  type ReviewStatus,
} from "./reviews.ts";

/** The executor's edit of a review (spec 3 §2, §5) and the moderation calls. */
export const REVIEW_EDIT_TEXTS = {
  notFound: "Отзыв не найден",
  clientNameRequired: "Введите имя автора",
  clientNameTooLong: `Имя автора не должно превышать ${REVIEW_NAME_MAX} символов`,
  commentRequired: "Введите текст отзыва",
  serviceTitleRequired: "Укажите услугу",
  serviceTitleTooLong: `Название услуги не должно превышать ${REVIEW_NAME_MAX} символов`,
  replyInvalid: "Ответ специалиста должен быть текстом",
  replyTooLong: `Ответ не должен превышать ${REVIEW_REPLY_MAX} символов`,
  createdAtInvalid: "Укажите дату и время отзыва",
  createdAtFuture: "Дата отзыва не может быть в будущем",
  statusInvalid: "Некорректный статус отзыва",
} as const;

/** Filters of the moderation tab: every review, or those in one status. */
export const REVIEW_FILTERS = ["all", ...REVIEW_STATUSES] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The cabinet's «Отзывы» tab (spec 3 §2, §8). */
export const REVIEW_MODERATION_TEXTS = {
  filterLabel: "Фильтр отзывов",
  filters: {
    all: "Все",
    pending: "На модерации",
    approved: "Опубликованы",
    rejected: "Отклонены",
  } satisfies Record<ReviewFilter, string>,
  loading: "Загрузка отзывов...",
  loadFailed: "Не удалось загрузить отзывы",
  empty: REVIEW_TEXTS.empty,
  emptyFiltered: {
    pending: "Нет отзывов на модерации",
    approved: "Нет опубликованных отзывов",
    rejected: "Нет отклоненных отзывов",
  } satisfies Record<ReviewStatus, string>,
  listLabel: "Отзывы клиентов",
  service: "Услуга",
  actionsLabel: (author: string) => `Действия с отзывом: ${author}`,
  edit: "Редактировать",
  actions: {
    approve: "Опубликовать",
    reject: "Отклонить",
    pending: "Вернуть на модерацию",
  },
  remove: "Удалить",
  /** Success notices (spec 3 §8: review updated, published, rejected, sent to moderation, deleted). */
  updated: "Отзыв обновлен",
  moved: {
    approve: "Отзыв опубликован",
    reject: "Отзыв отклонен",
    pending: "Отзыв отправлен на модерацию",
  },
  deleted: "Отзыв удален",
  /** Each failure has its own alert title; the message is the server's detail (spec 3 §8). */
  updateFailed: "Ошибка обновления отзыва",
  moveFailed: {
    approve: "Ошибка публикации отзыва",
    reject: "Ошибка отклонения отзыва",
    pending: "Ошибка возврата отзыва на модерацию",
  },
  deleteFailed: "Ошибка удаления отзыва",
  unknownError: "Неизвестная ошибка",
  deleteTitle: "Удалить отзыв?",
  deleteText: (author: string) =>
    `Отзыв автора «${author}» будет удален с сайта и из кабинета без возможности восстановления.`,
  editTitle: "Редактирование отзыва",
  fields: {
    clientName: "Автор",
    serviceTitle: "Услуга",
    rating: "Оценка",
    comment: "Текст отзыва",
    executorReply: "Ответ специалиста",
    executorReplyHint: "Оставьте пустым, если ответа нет",
    createdAt: "Дата и время (МСК)",
  },
  save: "Сохранить",
} as const;
