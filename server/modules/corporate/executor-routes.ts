import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import {
  CORPORATE_TEXTS,
  ORGANIZATION_DOCUMENTS_PAGE_SIZE,
} from "../../../domain/corporate/corporate.ts";
import {
  type CorporateClient,
  companyProfileSchema,
  corporateClientSchema,
  corporateClientsPageSchema,
  corporateClientsQuerySchema,
  corporateDocumentSchema,
  corporateOverviewSchema,
  documentsByCategorySchema,
  organizationDocumentPageQuerySchema,
} from "../../../domain/corporate/corporate-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import { notFound } from "../../errors.ts";
import { storedFileAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { sendStoredFile } from "../chat/file-responses.ts";
import { canSee } from "../chat/session-access.ts";
import { findCorporateSession, sessionView } from "../chat/session-service.ts";
import { listCorporateClients } from "./corporate-clients.ts";
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
  /** The route's company, as the policy found it for this lawyer (404 before anything is read). */
  const clientOf = (request: FastifyRequest) =>
    visibleObjectOf<CorporateClient>(request, "company");

  app.get(
    "/executor/corporate-clients",
    {
      config: { access: "staff" },
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
      return listCorporateClients(app.db, requireExecutor(request), request.query);
    },
  );

  app.get(
    "/executor/corporate-clients/:id",
    {
      config: { access: "staff", object: "company" },
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
      return clientOf(request);
    },
  );

  app.get(
    "/executor/corporate-clients/:id/overview",
    {
      config: { access: "staff", object: "company" },
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
      const client = clientOf(request);
      return corporateOverview(app.db, client.id);
    },
  );

  app.get(
    "/executor/corporate-clients/:id/profile",
    {
      config: { access: "staff", object: "company" },
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
      const client = clientOf(request);
      const profile = await companyProfile(app.db, client.id, clientDocumentUrl);
      if (!profile) throw notFound(CORPORATE_TEXTS.profileNotFound);
      return profile;
    },
  );

  app.get(
    "/executor/corporate-clients/:id/documents",
    {
      config: { access: "staff", object: "company" },
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
      const client = clientOf(request);
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
      config: { access: "staff", object: "company" },
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
      const client = clientOf(request);
      const rows = await listOrganizationDocumentRows(app.db, client.id, request.query);
      return rows.map((row) => toCorporateDocument(row, clientDocumentUrl));
    },
  );

  app.get(
    "/executor/corporate-clients/:id/documents/:documentId/download",
    {
      config: { access: "staff", object: "company" },
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
      const client = clientOf(request);
      const row = await documentOr404(app.db, client.id, request.params.documentId);
      return sendStoredFile(reply, app.storage, downloadRef(row), request.query.inline === "1");
    },
  );

  app.get(
    "/executor/corporate-clients/:id/chat/session",
    {
      config: { access: "staff", object: "company" },
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
      const client = clientOf(request);
      const session = await findCorporateSession(app.db, client.id);
      // A company the lawyer sees through another of its chats does not open this one.
      const seen = session && (await canSee(app.db, requireExecutor(request), session, new Date()));
      if (!seen) throw notFound(CORPORATE_TEXTS.chatNotFound);
      return sessionView(app.db, session);
    },
  );
};
