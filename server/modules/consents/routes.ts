import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consentPageSchema, consentQuerySchema } from "../../../domain/consents/consent-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { listConsents } from "./service.ts";

/**
 * The consent log (152-FZ) as the executor reads it (issue 10 §6). Read-only on purpose: a
 * consent is written only with what it belongs to (registration, a guest chat, a payment).
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/consents",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listConsents",
        tags: ["back-office"],
        summary: "Журнал согласий с офертой и политикой (новые сверху), с поиском",
        security: bearer,
        querystring: consentQuerySchema,
        response: { 200: consentPageSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listConsents(app.db, request.query);
    },
  );
};
