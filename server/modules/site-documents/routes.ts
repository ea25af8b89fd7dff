import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteDocumentsSchema } from "../../../domain/site-documents/site-document-schemas.ts";
import { noAuth } from "../../http/schemas.ts";
import { getSiteDocuments } from "./service.ts";

export const siteDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site-documents",
    {
      schema: {
        operationId: "getSiteDocuments",
        security: noAuth,
        tags: ["site-documents"],
        summary: "Публичная оферта и политика обработки персональных данных",
        response: { 200: siteDocumentsSchema },
      },
    },
    async () => getSiteDocuments(app.db),
  );
};
