import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  clientStatsSchema,
  clientsPageSchema,
  clientsQuerySchema,
  deleteMeSchema,
  erasureSummarySchema,
  personalDataExportSchema,
} from "../../../domain/clients/client-schemas.ts";
import { MY_DATA_TEXTS } from "../../../domain/clients/clients.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { verifyPassword } from "../../auth/password.ts";
import { requireExecutor, requireUser } from "../../auth/request-user.ts";
import { AppError, badRequest } from "../../errors.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { clientStats, listClients } from "./client-list.ts";
import { refuseUnlessErasableBy } from "./client-visibility.ts";
import { eraseClient } from "./erase-client.ts";
import { personalDataOf } from "./personal-data.ts";

/**
 * «Клиенты» of the executor cabinet (spec 3 §2, §7) and a client's own data (issue 13 §1): the
 * list and its stats, erasing a client, and for the client themselves the export of everything
 * stored about them and deleting their account.
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  // Asked per request: the administrator may switch the provider in «Оплата» at any time.
  const countSandbox = () => app.paymentProvider.name === "sandbox";

  app.get(
    "/clients",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listClients",
        tags: ["back-office"],
        summary:
          "Клиенты: поиск по имени, e-mail или телефону, порядок по дате регистрации, страницы",
        security: bearer,
        querystring: clientsQuerySchema,
        response: { 200: clientsPageSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      return listClients(app.db, requireExecutor(request), request.query, countSandbox());
    },
  );

  app.get(
    "/clients/stats",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getClientStats",
        tags: ["back-office"],
        summary: "Статистика клиентов и гостей: всего и за 30 дней",
        security: bearer,
        response: { 200: clientStatsSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return clientStats(app.db, new Date());
    },
  );

  app.delete(
    "/clients/:id",
    {
      config: { access: "staff", object: "client" },
      schema: {
        operationId: "deleteClient",
        tags: ["back-office"],
        summary:
          "Удалить клиента со всеми данными (платежи и согласия остаются обезличенными); входы закрываются сразу",
        security: bearer,
        params: idParamsSchema,
        response: {
          200: erasureSummarySchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const executor = requireExecutor(request);
      // Seen is not enough (the policy found the client): erasing needs every chat to be theirs.
      await refuseUnlessErasableBy(app.db, executor, request.params.id);
      const summary = await eraseClient(
        chatContextOf(app),
        request.params.id,
        auditActorOf(executor, request),
      );
      return { deleted: true as const, ...summary };
    },
  );

  app.get(
    "/auth/me/export",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "exportMyData",
        tags: ["auth"],
        summary: "Все мои данные, которые хранит сервис, файлом JSON (152-ФЗ)",
        security: bearer,
        response: { 200: personalDataExportSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await personalDataOf(app.db, user);
      return reply
        .header(
          "content-disposition",
          contentDisposition("attachment", MY_DATA_TEXTS.exportFileName),
        )
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  const { config } = app;
  app.delete(
    "/auth/me",
    {
      // A password check: limited like the login form, so it cannot be guessed through here.
      config: {
        access: "client",
        refusal: MY_DATA_TEXTS.onlyClients,
        rateLimit: {
          max: config.AUTH_RATE_LIMIT_MAX,
          timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
          errorResponseBuilder: () => new AppError(429, AUTH_TEXTS.tooManyAttempts),
        },
      },
      schema: {
        operationId: "deleteMyAccount",
        tags: ["auth"],
        summary:
          "Удалить свой аккаунт со всеми данными (нужен пароль); платежи и согласия остаются обезличенными",
        security: bearer,
        body: deleteMeSchema,
        response: {
          200: erasureSummarySchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw badRequest(MY_DATA_TEXTS.wrongPassword);
      }
      const summary = await eraseClient(chatContextOf(app), user.id, "self");
      return { deleted: true as const, ...summary };
    },
  );
};
