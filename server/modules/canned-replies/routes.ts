import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CANNED_REPLIES_MAX_PER_EXECUTOR } from "../../../domain/canned-replies/canned-replies.ts";
import {
  cannedReplyInputSchema,
  cannedReplySchema,
} from "../../../domain/canned-replies/canned-reply-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import {
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  updateCannedReply,
} from "./service.ts";

/**
 * Canned replies (issue 14 §3). Executors and admins only; each keeps their own, and another's id
 * answers 404 like a missing one.
 */
export const cannedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/canned-replies",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listCannedReplies",
        tags: ["executor"],
        summary: `Шаблоны ответов исполнителя по названию (не больше ${CANNED_REPLIES_MAX_PER_EXECUTOR})`,
        security: bearer,
        response: { 200: z.array(cannedReplySchema), ...refusedAnswers },
      },
    },
    async (request) => listCannedReplies(app.db, requireExecutor(request).id),
  );

  app.post(
    "/canned-replies",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createCannedReply",
        tags: ["executor"],
        summary: "Добавить шаблон ответа (название и текст обязательны)",
        security: bearer,
        body: cannedReplyInputSchema,
        response: {
          201: cannedReplySchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema.describe(`Шаблонов уже ${CANNED_REPLIES_MAX_PER_EXECUTOR}`),
        },
      },
    },
    async (request, reply) => {
      const created = await createCannedReply(app.db, requireExecutor(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/canned-replies/:id",
    {
      config: { access: "staff", object: "canned-reply" },
      schema: {
        operationId: "updateCannedReply",
        tags: ["executor"],
        summary: "Изменить шаблон ответа (вся форма)",
        security: bearer,
        params: idParamsSchema,
        body: cannedReplyInputSchema,
        response: { 200: cannedReplySchema, 400: errorSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) =>
      updateCannedReply(app.db, requireExecutor(request).id, request.params.id, request.body),
  );

  app.delete(
    "/canned-replies/:id",
    {
      config: { access: "staff", object: "canned-reply" },
      schema: {
        operationId: "deleteCannedReply",
        tags: ["executor"],
        summary: "Удалить шаблон ответа",
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
      await deleteCannedReply(app.db, requireExecutor(request).id, request.params.id);
      return { deleted: true as const };
    },
  );
};
