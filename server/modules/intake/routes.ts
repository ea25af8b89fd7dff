import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { intakeFormInputSchema, intakeFormSchema } from "../../../domain/intake/intake-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import {
  bearer,
  errorSchema,
  idParamsSchema,
  NO_CACHE_HEADERS,
  noAuth,
  refusedAnswers,
} from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { intakeNotFound, publicIntakeForm, saveIntakeForm } from "./intake-service.ts";

/** A service's intake form (issue 31 §1): read by anyone starting a chat, built in the cabinet. */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/services/:id/intake",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getServiceIntake",
        security: noAuth,
        tags: ["catalogue"],
        summary: "Анкета услуги: вопросы, на которые клиент отвечает, начиная чат",
        params: idParamsSchema,
        response: { 200: intakeFormSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const form = await publicIntakeForm(app.db, request.params.id);
      if (!form) throw intakeNotFound();
      // A changed form shows at the next start of a chat, not after a cache's lifetime.
      reply.headers(NO_CACHE_HEADERS);
      return form;
    },
  );

  app.put(
    "/executor/services/:id/intake",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "saveServiceIntake",
        security: bearer,
        tags: ["back-office"],
        summary:
          "Сохранить анкету услуги: до 20 полей, ключи не повторяются, у списка есть варианты",
        params: idParamsSchema,
        body: intakeFormInputSchema,
        response: { 200: intakeFormSchema, 400: errorSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      return saveIntakeForm(
        app.db,
        auditActorOf(user, request),
        request.params.id,
        request.body.fields,
      );
    },
  );
};
