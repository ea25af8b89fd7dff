import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  articleListItemSchema,
  articlePageQuerySchema,
  articleSchema,
} from "../../../domain/articles/article-schemas.ts";
import { ARTICLE_TEXTS } from "../../../domain/articles/articles.ts";
import { notFound } from "../../errors.ts";
import { errorSchema, idParamsSchema, noAuth } from "../../http/schemas.ts";
import { articleBackOfficeRoutes } from "./back-office-routes.ts";
import { findArticle, listArticles } from "./service.ts";

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/articles",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "listArticles",
        security: noAuth,
        tags: ["articles"],
        summary:
          "Опубликованные статьи (новые сверху, по limit штук после offset): заголовок, превью 150 символов без разметки, дата публикации",
        querystring: articlePageQuerySchema,
        response: { 200: z.array(articleListItemSchema), 400: errorSchema },
      },
    },
    async (request) => listArticles(app.db, request.query),
  );

  app.get(
    "/articles/:id",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getArticle",
        security: noAuth,
        tags: ["articles"],
        summary: "Опубликованная статья целиком (HTML очищен на сервере); черновик не найден",
        params: idParamsSchema,
        response: { 200: articleSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw notFound(ARTICLE_TEXTS.notFound);
      return article;
    },
  );

  await app.register(articleBackOfficeRoutes);
};
