import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import {
  ratingRequestSchema,
  slaQuerySchema,
  slaReportSchema,
} from "../../../domain/sla/sla-schemas.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { visibleChat } from "../chat/session-access.ts";
import { rateChat } from "./ratings.ts";
import { slaReport } from "./report.ts";

/** Reply-time targets and client ratings (issue 30 §4, §5; decision 046). */
export const slaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/sla",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getSlaReport",
        security: bearer,
        tags: ["staff", "analytics"],
        summary:
          "«Команда»: первые ответы по юристам и всей команде (медиана, 90-й перцентиль в рабочих минутах, доля в срок) и оценки клиентов за 7, 14 или 30 дней",
        querystring: slaQuerySchema,
        response: { 200: slaReportSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => slaReport(app.db, request.query.days, new Date()),
  );

  app.post(
    "/chat/sessions/:id/rating",
    {
      config: { access: "client", object: "chat" },
      schema: {
        operationId: "rateChat",
        security: bearer,
        tags: ["chat"],
        summary:
          "Клиент оценивает работу юриста (1–5 и комментарий) после приёмки заказа, один раз; не публичный отзыв",
        params: z.object({ id: z.string().max(64) }),
        body: ratingRequestSchema,
        response: {
          200: chatSessionSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      return rateChat(chatContextOf(app), visibleChat(request), {
        score: request.body.score,
        comment: request.body.comment ?? null,
      });
    },
  );
};
