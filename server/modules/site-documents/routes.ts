import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  saveSiteDocumentSchema,
  siteDocumentParamsSchema,
  siteDocumentsSchema,
  siteDocumentVersionContentSchema,
  siteDocumentVersionParamsSchema,
  siteDocumentVersionSchema,
} from "../../../domain/site-documents/site-document-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { LONG_TEXT_BODY_LIMIT_BYTES } from "../../http/body-limits.ts";
import { bearer, errorSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import {
  getDocumentVersion,
  getSiteDocuments,
  listDocumentVersions,
  saveSiteDocument,
} from "./service.ts";

export const siteDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site-documents",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getSiteDocuments",
        security: noAuth,
        tags: ["site-documents"],
        summary: "Публичная оферта и политика обработки персональных данных (текущие редакции)",
        response: { 200: siteDocumentsSchema },
      },
    },
    async () => getSiteDocuments(app.db),
  );

  app.put(
    "/site-documents",
    {
      config: { access: "staff" },
      bodyLimit: LONG_TEXT_BODY_LIMIT_BYTES,
      schema: {
        operationId: "saveSiteDocument",
        security: bearer,
        tags: ["site-documents", "back-office"],
        summary: "Сохранить документ сайта новой редакцией (прежние остаются в истории)",
        body: saveSiteDocumentSchema,
        response: {
          200: siteDocumentVersionContentSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      return saveSiteDocument(app.db, auditActorOf(user, request), request.body);
    },
  );

  app.get(
    "/site-documents/:document_type/versions",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "listSiteDocumentVersions",
        security: bearer,
        tags: ["site-documents", "back-office"],
        summary: "История редакций документа (новые сверху)",
        params: siteDocumentParamsSchema,
        response: { 200: z.array(siteDocumentVersionSchema), 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listDocumentVersions(app.db, request.params.document_type);
    },
  );

  app.get(
    "/site-documents/:document_type/versions/:version",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "getSiteDocumentVersion",
        security: bearer,
        tags: ["site-documents", "back-office"],
        summary: "Одна редакция документа с текстом",
        params: siteDocumentVersionParamsSchema,
        response: {
          200: siteDocumentVersionContentSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      requireExecutor(request);
      return getDocumentVersion(app.db, request.params.document_type, request.params.version);
    },
  );
};
