import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPageSchema, auditQuerySchema } from "../../../domain/audit/audit-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { listAuditEntries } from "./service.ts";

/** Read-only on purpose: entries are written only by the changes they describe. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/audit-log",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listAuditLog",
        tags: ["back-office"],
        summary: "Журнал изменений кабинета (новые сверху), с фильтрами",
        security: bearer,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listAuditEntries(app.db, request.query);
    },
  );
};
