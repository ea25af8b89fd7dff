import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newReviewSchema,
  reviewPageQuerySchema,
  reviewSchema,
} from "../../../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS } from "../../../domain/reviews/reviews.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { reviewModerationRoutes } from "./moderation-routes.ts";
import { listApprovedReviews, type ReviewContext, submitReview } from "./service.ts";

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ReviewContext = { db: app.db, events: app.events, publicUrl: app.config.publicUrl };

  app.get(
    "/reviews",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "listReviews",
        security: noAuth,
        tags: ["reviews"],
        summary:
          "Опубликованные отзывы (только одобренные, новые сверху, с ответом специалиста), по limit штук после offset",
        querystring: reviewPageQuerySchema,
        response: { 200: z.array(reviewSchema), 400: errorSchema },
      },
    },
    async (request) => listApprovedReviews(app.db, request.query),
  );

  app.post(
    "/reviews",
    {
      config: {
        access: "signed-in",
        refusal: REVIEW_TEXTS.loginRequired,
        rateLimit: { max: 10, timeWindow: 60_000 },
      },
      schema: {
        operationId: "createReview",
        tags: ["reviews"],
        summary: "Новый отзыв: уходит на модерацию",
        security: bearer,
        body: newReviewSchema,
        response: { 201: reviewSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const review = await submitReview(ctx, requireUser(request), request.body);
      return reply.code(201).send(review);
    },
  );

  await app.register(reviewModerationRoutes);
};
