import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import {
  companyCardRequestSchema,
  companyProfileSchema,
  corporateDocumentSchema,
  corporateOverviewSchema,
  documentsByCategorySchema,
} from "../../../domain/corporate/corporate-schemas.ts";
import { conflict, notFound } from "../../errors.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { sendStoredFile } from "../chat/file-responses.ts";
import {
  findCorporateSession,
  openCorporateSession,
  sessionView,
} from "../chat/session-service.ts";
import { corporateOnly, requireCorporate } from "./corporate-access.ts";
import {
  deleteDocument,
  documentOr404,
  groupByCategory,
  listDocumentRows,
  recordDocument,
} from "./document-service.ts";
import { documentUploadContext, readDocumentUpload } from "./document-upload.ts";
import { corporateOverview } from "./overview-service.ts";
import { companyProfile, findProfileRow, saveCompanyProfile } from "./profile-service.ts";
import { downloadRef, ownDocumentUrl, toCorporateDocument } from "./serialize.ts";

const documentParams = z.object({ id: z.string().max(64) });
const deletedSchema = z.object({ deleted: z.boolean() });
const uploadAnswers = {
  201: corporateDocumentSchema,
  400: errorSchema,
  ...refusedAnswers,
  409: errorSchema,
  413: errorSchema,
  429: errorSchema,
  507: errorSchema,
};
/** Bulk upload sends up to 100 files one by one, 100 ms apart: room for that and a retry. */
const uploadRateLimit = { rateLimit: { max: 240, timeWindow: 60_000 } };

/**
 * The corporate cabinet of a sole trader or company (spec 2 §2, §7): the company card and its
 * documents, the organisation's documents by category, the overview's figures and the corporate
 * chat. Only client_type corporate reaches these (corporateOnly); every document is its owner's.
 */
export const corporateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);
  const guarded = { preValidation: corporateOnly };

  app.get(
    "/corporate/profile",
    {
      ...guarded,
      schema: {
        operationId: "getCompanyProfile",
        tags: ["corporate"],
        summary: "Карточка предприятия с её документами (404 — ещё не заполнена)",
        security: bearer,
        response: { 200: companyProfileSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const profile = await companyProfile(app.db, user.id, ownDocumentUrl);
      if (!profile) throw notFound(CORPORATE_TEXTS.profileNotFound);
      return profile;
    },
  );

  app.post(
    "/corporate/profile",
    {
      ...guarded,
      schema: {
        operationId: "saveCompanyProfile",
        tags: ["corporate"],
        summary:
          "Сохранить карточку предприятия: восемь полей, реквизиты проверяются по контрольным числам",
        security: bearer,
        body: companyCardRequestSchema,
        response: { 200: companyProfileSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      return saveCompanyProfile(app.db, user.id, request.body, ownDocumentUrl, new Date());
    },
  );

  app.post(
    "/corporate/profile/documents",
    {
      ...guarded,
      config: uploadRateLimit,
      schema: {
        operationId: "uploadCompanyCardDocument",
        tags: ["corporate"],
        summary: "Документ карточки предприятия: multipart name, file_type, file (pdf, doc, docx)",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: uploadAnswers,
      },
    },
    async (request, reply) => {
      const user = requireCorporate(request);
      // Checked before any byte is stored: the card's documents belong to a saved card.
      if (!(await findProfileRow(app.db, user.id))) throw conflict(CORPORATE_TEXTS.profileRequired);
      const upload = await readDocumentUpload(request, documentUploadContext(app, user.id, "card"));
      const row = await recordDocument(app.db, app.storage, user.id, upload, new Date());
      return reply.code(201).send(toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.delete(
    "/corporate/profile/documents/:id",
    {
      ...guarded,
      schema: {
        operationId: "deleteCompanyCardDocument",
        tags: ["corporate"],
        summary: "Удалить документ карточки предприятия",
        security: bearer,
        params: documentParams,
        response: { 200: deletedSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const row = await documentOr404(app.db, user.id, request.params.id, "card");
      return { deleted: await deleteDocument(app.db, app.storage, row) };
    },
  );

  app.get(
    "/corporate/documents",
    {
      ...guarded,
      schema: {
        operationId: "listOrganizationDocumentsByCategory",
        tags: ["corporate"],
        summary: "Документы организации по категориям (ключ — категория)",
        security: bearer,
        response: { 200: documentsByCategorySchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const rows = await listDocumentRows(app.db, user.id, "organization");
      return groupByCategory(rows, (row) => toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.get(
    "/corporate/documents/all",
    {
      ...guarded,
      schema: {
        operationId: "listOrganizationDocuments",
        tags: ["corporate"],
        summary: "Все документы организации, новые сверху",
        security: bearer,
        response: { 200: z.array(corporateDocumentSchema), ...refusedAnswers },
      },
    },
    async (request) => {
      const user = requireCorporate(request);
      const rows = await listDocumentRows(app.db, user.id, "organization");
      return rows.map((row) => toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.post(
    "/corporate/documents",
    {
      ...guarded,
      config: uploadRateLimit,
      schema: {
        operationId: "uploadOrganizationDocument",
        tags: ["corporate"],
        summary:
          "Документ организации: multipart category, name, file_type, file (pdf, doc, docx, txt, jpg, jpeg, png)",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: uploadAnswers,
      },
    },
    async (request, reply) => {
      const user = requireCorporate(request);
      const upload = await readDocumentUpload(
        request,
        documentUploadContext(app, user.id, "organization"),
      );
      const row = await recordDocument(app.db, app.storage, user.id, upload, new Date());
      return reply.code(201).send(toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.delete(
    "/corporate/documents/:id",
    {
      ...guarded,
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
      ...guarded,
      schema: {
        operationId: "downloadCorporateDocument",
        tags: ["corporate"],
        summary: "Скачать документ карточки или организации (?inline=1 — открыть в браузере)",
        security: bearer,
        params: documentParams,
        querystring: z.object({ inline: z.enum(["0", "1"]).optional() }),
        response: { ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireCorporate(request);
      const row = await documentOr404(app.db, user.id, request.params.id);
      return sendStoredFile(reply, app.storage, downloadRef(row), request.query.inline === "1");
    },
  );

  app.get(
    "/corporate/overview",
    {
      ...guarded,
      schema: {
        operationId: "getCorporateOverview",
        tags: ["corporate"],
        summary: "Обзор: заполнена ли карточка, сколько документов, сколько активных заявок",
        security: bearer,
        response: { 200: corporateOverviewSchema, ...refusedAnswers },
      },
    },
    async (request) => corporateOverview(app.db, requireCorporate(request).id),
  );

  app.get(
    "/corporate/chat/session",
    {
      ...guarded,
      schema: {
        operationId: "getCorporateChat",
        tags: ["corporate"],
        summary: "Корпоративный чат клиента (404 — ещё не начат)",
        security: bearer,
        response: { 200: chatSessionSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const session = await findCorporateSession(app.db, requireCorporate(request).id);
      if (!session) throw notFound(CORPORATE_TEXTS.chatNotFound);
      return sessionView(app.db, session);
    },
  );

  app.post(
    "/corporate/chat/session",
    {
      ...guarded,
      schema: {
        operationId: "openCorporateChat",
        tags: ["corporate"],
        summary: "Начать корпоративный чат (пустое тело): 201 — новый, 200 — уже был",
        security: bearer,
        response: { 200: chatSessionSchema, 201: chatSessionSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      const { session, created } = await openCorporateSession(ctx, requireCorporate(request));
      return reply.code(created ? 201 : 200).send(session);
    },
  );
};
