import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import {
  CORPORATE_TEXTS,
  ORGANIZATION_DOCUMENTS_PAGE_SIZE,
} from "../../../domain/corporate/corporate.ts";
import {
  companyProfileSchema,
  corporateClientSchema,
  corporateClientsPageSchema,
  corporateClientsQuerySchema,
  corporateDocumentSchema,
  corporateOverviewSchema,
  documentsByCategorySchema,
  organizationDocumentPageQuerySchema,
} from "../../../domain/corporate/corporate-schemas.ts";
import { executorOnly, requireExecutor } from "../../auth/request-user.ts";
import { notFound } from "../../errors.ts";
import { storedFileAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { sendStoredFile } from "../chat/file-responses.ts";
import { findCorporateSession, sessionView } from "../chat/session-service.ts";
import { corporateClientOr404, listCorporateClients } from "./corporate-clients.ts";
import {
  documentOr404,
  groupByCategory,
  listFirstPageOfEachCategory,
  listOrganizationDocumentRows,
} from "./document-service.ts";
import { corporateOverview } from "./overview-service.ts";
import { companyProfile } from "./profile-service.ts";
import { clientDocumentUrl, downloadRef, toCorporateDocument } from "./serialize.ts";

const clientAnswers = { ...refusedAnswers, 400: errorSchema, 404: errorSchema };
const documentParams = idParamsSchema.extend({ documentId: z.string().max(64) });

/**
 * The executor's read-only view of corporate clients (spec 2 §2 executor mode, spec 3 «Corporate
 * clients»): the list, and each client's card, documents, overview and corporate chat. Executors
 * and admins only; nothing here changes anything.
 */
export const corporateExecutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: executorOnly };
  /** The route's client, if it is a corporate one (404 otherwise, before anything is read). */
  const clientOf = async (request: { params: { id: number } }) =>
    corporateClientOr404(app.db, request.params.id);

  app.get(
    "/executor/corporate-clients",
    {
      ...guarded,
      schema: {
        operationId: "listCorporateClients",
        tags: ["executor"],
        summary:
          "ИП и юридические лица (новые сверху): поиск по компании, контактному лицу, email, телефону, ИНН",
        security: bearer,
        querystring: corporateClientsQuerySchema,
        response: { 200: corporateClientsPageSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listCorporateClients(app.db, request.query);
    },
  );

  app.get(
    "/executor/corporate-clients/:id",
    {
      ...guarded,
      schema: {
        operationId: "getCorporateClient",
        tags: ["executor"],
        summary: "Корпоративный клиент: компания, контактное лицо, email, телефон, ИНН",
        security: bearer,
        params: idParamsSchema,
        response: { 200: corporateClientSchema, ...clientAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return clientOf(request);
    },
  );

  app.get(
    "/executor/corporate-clients/:id/overview",
    {
      ...guarded,
      schema: {
        operationId: "getCorporateClientOverview",
        tags: ["executor"],
        summary: "Обзор кабинета клиента: карточка, число документов, активные заявки",
        security: bearer,
        params: idParamsSchema,
        response: { 200: corporateOverviewSchema, ...clientAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      const client = await clientOf(request);
      return corporateOverview(app.db, client.id);
    },
  );

  app.get(
    "/executor/corporate-clients/:id/profile",
    {
      ...guarded,
      schema: {
        operationId: "getCorporateClientProfile",
        tags: ["executor"],
        summary: "Карточка предприятия клиента (404 — не заполнена)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: companyProfileSchema, ...clientAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      const client = await clientOf(request);
      const profile = await companyProfile(app.db, client.id, clientDocumentUrl);
      if (!profile) throw notFound(CORPORATE_TEXTS.profileNotFound);
      return profile;
    },
  );

  app.get(
    "/executor/corporate-clients/:id/documents",
    {
      ...guarded,
      schema: {
        operationId: "listCorporateClientDocumentsByCategory",
        tags: ["executor"],
        summary: `Документы организации клиента по категориям: в каждой не больше ${ORGANIZATION_DOCUMENTS_PAGE_SIZE} новых, остальные — в …/documents/all`,
        security: bearer,
        params: idParamsSchema,
        response: { 200: documentsByCategorySchema, ...clientAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      const client = await clientOf(request);
      const rows = await listFirstPageOfEachCategory(
        app.db,
        client.id,
        ORGANIZATION_DOCUMENTS_PAGE_SIZE,
      );
      return groupByCategory(rows, (row) => toCorporateDocument(row, clientDocumentUrl));
    },
  );

  app.get(
    "/executor/corporate-clients/:id/documents/all",
    {
      ...guarded,
      schema: {
        operationId: "listCorporateClientDocuments",
        tags: ["executor"],
        summary:
          "Документы организации клиента, новые сверху, по limit штук после offset (category — одной категории)",
        security: bearer,
        params: idParamsSchema,
        querystring: organizationDocumentPageQuerySchema,
        response: { 200: z.array(corporateDocumentSchema), ...clientAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      const client = await clientOf(request);
      const rows = await listOrganizationDocumentRows(app.db, client.id, request.query);
      return rows.map((row) => toCorporateDocument(row, clientDocumentUrl));
    },
  );

  app.get(
    "/executor/corporate-clients/:id/documents/:documentId/download",
    {
      ...guarded,
      schema: {
        operationId: "downloadCorporateClientDocument",
        tags: ["executor"],
        summary: "Скачать документ клиента (?inline=1 — открыть в браузере)",
        security: bearer,
        params: documentParams,
        querystring: z.object({ inline: z.enum(["0", "1"]).optional() }),
        response: { 200: storedFileAnswer, ...clientAnswers },
      },
    },
    async (request, reply) => {
      requireExecutor(request);
      const client = await clientOf(request);
      const row = await documentOr404(app.db, client.id, request.params.documentId);
      return sendStoredFile(reply, app.storage, downloadRef(row), request.query.inline === "1");
    },
  );

  app.get(
    "/executor/corporate-clients/:id/chat/session",
    {
      ...guarded,
      schema: {
        operationId: "getCorporateClientChat",
        tags: ["executor"],
        summary: "Корпоративный чат клиента (404 — клиент его ещё не начал)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: chatSessionSchema, ...clientAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      const client = await clientOf(request);
      const session = await findCorporateSession(app.db, client.id);
      if (!session) throw notFound(CORPORATE_TEXTS.chatNotFound);
      return sessionView(app.db, session);
    },
  );
};
