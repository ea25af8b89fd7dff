import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  reviewEditSchema,
  reviewModerationListSchema,
  reviewModerationQuerySchema,
  reviewSchema,
} from "../../../domain/reviews/review-schemas.ts";
import type { ReviewAction } from "../../../domain/reviews/review-status.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import {
  deleteReview,
  editReview,
  listReviewsForModeration,
  moveReview,
} from "./moderation-service.ts";
import type { ReviewContext } from "./service.ts";

/** One route per move of the review state machine (spec 3 §7: /approve, /reject, /pending). */
const MOVES: { action: ReviewAction; operationId: string; summary: string }[] = [
  { action: "approve", operationId: "approveReview", summary: "Опубликовать отзыв" },
  { action: "reject", operationId: "rejectReview", summary: "Отклонить отзыв" },
  {
    action: "pending",
    operationId: "returnReviewToModeration",
    summary: "Вернуть отзыв на модерацию",
  },
];

/** Review moderation (issue 10 §4): executors and admins only; every write is audited. */
export const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ReviewContext = { db: app.db, events: app.events };

  app.get(
    "/reviews/all",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listReviewsForModeration",
        tags: ["back-office"],
        summary:
          "Отзывы для модерации по страницам (новые сверху), с фильтром по статусу и счетчиками",
        security: bearer,
        querystring: reviewModerationQuerySchema,
        response: { 200: reviewModerationListSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listReviewsForModeration(app.db, request.query);
    },
  );

  app.put(
    "/reviews/:id/edit",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "editReview",
        tags: ["back-office"],
        summary: "Изменить отзыв: автор, текст, оценка, ответ специалиста, услуга, дата",
        security: bearer,
        params: idParamsSchema,
        body: reviewEditSchema,
        response: { 200: reviewSchema, 400: errorSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      return editReview(ctx, auditActorOf(user, request), request.params.id, request.body);
    },
  );

  for (const move of MOVES) {
    app.put(
      `/reviews/:id/${move.action}`,
      {
        config: { access: "staff", object: "firm" },
        schema: {
          operationId: move.operationId,
          tags: ["back-office"],
          summary: move.summary,
          security: bearer,
          params: idParamsSchema,
          response: {
            200: reviewSchema,
            400: errorSchema,
            ...refusedAnswers,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const user = requireExecutor(request);
        return moveReview(ctx, auditActorOf(user, request), request.params.id, move.action);
      },
    );
  }

  app.delete(
    "/reviews/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "deleteReview",
        tags: ["back-office"],
        summary: "Удалить отзыв",
        security: bearer,
        params: idParamsSchema,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      await deleteReview(ctx, auditActorOf(user, request), request.params.id);
      return { deleted: true as const };
    },
  );
};
