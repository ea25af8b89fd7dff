import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  allArticlesPageQuerySchema,
  articleInputSchema,
  executorArticleListItemSchema,
  executorArticleSchema,
} from "../../../domain/articles/article-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { LONG_TEXT_BODY_LIMIT_BYTES } from "../../http/body-limits.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { announceArticleChange } from "./article-events.ts";
import {
  createArticle,
  deleteArticle,
  findArticleForExecutor,
  listAllArticles,
  updateArticle,
} from "./back-office-service.ts";

/** Articles in the cabinet (issue 10 §5): executors and admins only; every write is audited. */
export const articleBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A static path: the router prefers it to /articles/:id whatever the registration order.
  app.get(
    "/articles/all",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listAllArticles",
        tags: ["back-office"],
        summary:
          "Все статьи, включая черновики (новые сверху, по limit штук после offset), со статусом",
        security: bearer,
        querystring: allArticlesPageQuerySchema,
        response: {
          200: z.array(executorArticleListItemSchema),
          400: errorSchema,
          ...refusedAnswers,
        },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listAllArticles(app.db, request.query);
    },
  );

  app.get(
    "/executor/articles/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "getArticleForEditing",
        tags: ["back-office"],
        summary: "Статья для редактора, в том числе черновик",
        security: bearer,
        params: idParamsSchema,
        response: {
          200: executorArticleSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      requireExecutor(request);
      return findArticleForExecutor(app.db, request.params.id);
    },
  );

  app.post(
    "/articles",
    {
      config: { access: "staff" },
      bodyLimit: LONG_TEXT_BODY_LIMIT_BYTES,
      schema: {
        operationId: "createArticle",
        tags: ["back-office"],
        summary: "Новая статья: черновик или сразу опубликованная (HTML очищается)",
        security: bearer,
        body: articleInputSchema,
        response: { 201: executorArticleSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      const user = requireExecutor(request);
      const article = await createArticle(app.db, auditActorOf(user, request), request.body);
      await announceArticleChange(app);
      return reply.code(201).send(article);
    },
  );

  app.put(
    "/articles/:id",
    {
      config: { access: "staff", object: "firm" },
      bodyLimit: LONG_TEXT_BODY_LIMIT_BYTES,
      schema: {
        operationId: "updateArticle",
        tags: ["back-office"],
        summary: "Изменить статью, опубликовать или снять с публикации (HTML очищается)",
        security: bearer,
        params: idParamsSchema,
        body: articleInputSchema,
        response: {
          200: executorArticleSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const article = await updateArticle(
        app.db,
        auditActorOf(user, request),
        request.params.id,
        request.body,
      );
      await announceArticleChange(app);
      return article;
    },
  );

  app.delete(
    "/articles/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "deleteArticle",
        tags: ["back-office"],
        summary: "Удалить статью",
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
      await deleteArticle(app.db, auditActorOf(user, request), request.params.id);
      await announceArticleChange(app);
      return { deleted: true as const };
    },
  );
};
