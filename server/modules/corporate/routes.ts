import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import {
  companyCardRequestSchema,
  companyProfileSchema,
  corporateOverviewSchema,
} from "../../../domain/corporate/corporate-schemas.ts";
import { conflict, notFound } from "../../errors.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import {
  findCorporateSession,
  openCorporateSession,
  sessionView,
} from "../chat/session-service.ts";
import { requireCorporate } from "./corporate-access.ts";
import { organizationDocumentRoutes } from "./document-routes.ts";
import { deleteDocument, documentOr404, recordDocument } from "./document-service.ts";
import { cardDocumentBody, documentUploadContext, readDocumentUpload } from "./document-upload.ts";
import { corporateOverview } from "./overview-service.ts";
import { companyProfile, findProfileRow, saveCompanyProfile } from "./profile-service.ts";
import { deletedSchema, documentParams, uploadAnswers, uploadRateLimit } from "./route-shapes.ts";
import { ownDocumentUrl, toCorporateDocument } from "./serialize.ts";

/**
 * The corporate cabinet of a sole trader or company (spec 2 §2, §7): the company card and its
 * documents, the organisation's documents by category, the overview's figures and the corporate
 * chat. Only client_type corporate reaches these (config.access); every document is its owner's.
 */
export const corporateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);
  await app.register(organizationDocumentRoutes);

  app.get(
    "/corporate/profile",
    {
      config: { access: "corporate" },
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
      config: { access: "corporate" },
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
      config: { access: "corporate", ...uploadRateLimit },
      schema: {
        operationId: "uploadCompanyCardDocument",
        tags: ["corporate"],
        summary: "Документ карточки предприятия: multipart name, file_type, file (pdf, doc, docx)",
        security: bearer,
        body: cardDocumentBody,
        response: uploadAnswers,
      },
    },
    async (request, reply) => {
      const user = requireCorporate(request);
      // Checked before any byte is stored: the card's documents belong to a saved card.
      if (!(await findProfileRow(app.db, user.id))) throw conflict(CORPORATE_TEXTS.profileRequired);
      const context = documentUploadContext(app, user.id, "card");
      const upload = await readDocumentUpload(request, context);
      const row = await recordDocument(app.db, context, user.id, upload, new Date());
      return reply.code(201).send(toCorporateDocument(row, ownDocumentUrl));
    },
  );

  app.delete(
    "/corporate/profile/documents/:id",
    {
      config: { access: "corporate", object: "corporate-document" },
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
    "/corporate/overview",
    {
      config: { access: "corporate" },
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
      config: { access: "corporate" },
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
      config: { access: "corporate" },
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
