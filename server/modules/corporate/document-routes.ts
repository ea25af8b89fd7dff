import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORGANIZATION_DOCUMENTS_PAGE_SIZE } from "../../../domain/corporate/corporate.ts";
import {
  corporateDocumentSchema,
  documentsByCategorySchema,
  organizationDocumentPageQuerySchema,
} from "../../../domain/corporate/corporate-schemas.ts";
import { storedFileAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { sendStoredFile } from "../chat/file-responses.ts";
import { requireCorporate } from "./corporate-access.ts";
import {
  deleteDocument,
  documentOr404,
  groupByCategory,
  listFirstPageOfEachCategory,
  listOrganizationDocumentRows,
  recordDocument,
} from "./document-service.ts";
import {
  documentUploadContext,
  organizationDocumentBody,
  readDocumentUpload,
} from "./document-upload.ts";
import { deletedSchema, documentParams, uploadAnswers, uploadRateLimit } from "./route-shapes.ts";
import { downloadRef, ownDocumentUrl, toCorporateDocument } from "./serialize.ts";

/**
 * The organisation's documents by category (spec 2 §2, §7), and the download of any of the
 * company's documents (the card's too). Registered by corporateRoutes; corporate clients only.
 */
export const organizationDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/corporate/documents",
    {
      config: { access: "corporate" },
      schema: {
        operationId: "listOrganizationDocumentsByCategory",
        tags: ["corporate"],
        summary: `Документы организации по категориям (ключ — категория): в каждой не больше ${ORGANIZATION_DOCUMENTS_PAGE_SIZE} новых, остальные — в …/documents/all`,
        security: bearer,
        response: { 200: documentsByCategorySchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const rows = await listFirstPageOfEachCategory(
        app.db,
        user.id,
        ORGANIZATION_DOCUMENTS_PAGE_SIZE,
      );
      return groupByCategory(rows, (row) => toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.get(
    "/corporate/documents/all",
    {
      config: { access: "corporate" },
      schema: {
        operationId: "listOrganizationDocuments",
        tags: ["corporate"],
        summary:
          "Документы организации, новые сверху, по limit штук после offset (category — одной категории)",
        security: bearer,
        querystring: organizationDocumentPageQuerySchema,
        response: { 200: z.array(corporateDocumentSchema), 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const rows = await listOrganizationDocumentRows(app.db, user.id, request.query);
      return rows.map((row) => toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.post(
    "/corporate/documents",
    {
      config: { access: "corporate", ...uploadRateLimit },
      schema: {
        operationId: "uploadOrganizationDocument",
        tags: ["corporate"],
        summary:
          "Документ организации: multipart category, name, file_type, file (pdf, doc, docx; с bulk=true, как при массовой загрузке, — ещё txt, jpg, jpeg, png)",
        security: bearer,
        body: organizationDocumentBody,
        response: uploadAnswers,
      },
    },
    async (request, reply) => {
      const user = requireCorporate(request);
      const context = documentUploadContext(app, user.id, "organization");
      const upload = await readDocumentUpload(request, context);
      const row = await recordDocument(app.db, context, user.id, upload, new Date());
      return reply.code(201).send(toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.delete(
    "/corporate/documents/:id",
    {
      config: { access: "corporate", object: "corporate-document" },
      schema: {
        operationId: "deleteOrganizationDocument",
        tags: ["corporate"],
        summary: "Удалить документ организации",
        security: bearer,
        params: documentParams,
        response: { 200: deletedSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const row = await documentOr404(app.db, user.id, request.params.id, "organization");
      return { deleted: await deleteDocument(app.db, app.storage, row) };
    },
  );

  app.get(
    "/corporate/documents/:id/download",
    {
      config: { access: "corporate", object: "corporate-document" },
      schema: {
        operationId: "downloadCorporateDocument",
        tags: ["corporate"],
        summary: "Скачать документ карточки или организации (?inline=1 — открыть в браузере)",
        security: bearer,
        params: documentParams,
        querystring: z.object({ inline: z.enum(["0", "1"]).optional() }),
        response: { 200: storedFileAnswer, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireCorporate(request);
      const row = await documentOr404(app.db, user.id, request.params.id);
      return sendStoredFile(reply, app.storage, downloadRef(row), request.query.inline === "1");
    },
  );
};
