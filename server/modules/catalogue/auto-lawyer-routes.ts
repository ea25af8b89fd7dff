import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AUTO_LAWYER_ADMIN_TEXTS } from "../../../domain/catalogue/auto-lawyer-admin.ts";
import {
  autoLawyerOrderSchema,
  autoLawyerServiceFormSchema,
  autoLawyerServiceUpdateSchema,
  executorAutoLawyerServiceSchema,
} from "../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import {
  createAutoLawyerService,
  deleteAutoLawyerService,
  listExecutorAutoLawyerServices,
  reorderAutoLawyerServices,
  setAutoLawyerServiceActive,
  updateAutoLawyerService,
} from "./auto-lawyer-admin-service.ts";
import { announceCatalogueChange } from "./catalogue-cache.ts";

const tags = ["back-office", "catalogue"];

/**
 * Executor's auto-lawyer services (issue 10 §3). They are `auto` rows of the catalogue, so every
 * committed write announces a catalogue change: the public list, the widget and /auto-lawyer
 * show it with the next request on every instance.
 */
export const autoLawyerBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/auto-lawyer/services",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listExecutorAutoLawyerServices",
        security: bearer,
        tags,
        summary: "Услуги автоюриста для кабинета: все, включая отключённые, с настоящими ценами",
        response: { 200: z.array(executorAutoLawyerServiceSchema), ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listExecutorAutoLawyerServices(app.db);
    },
  );

  app.post(
    "/executor/auto-lawyer/services",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createAutoLawyerService",
        security: bearer,
        tags,
        summary: "Создать услугу автоюриста (в конце каталога)",
        body: autoLawyerServiceFormSchema,
        response: {
          201: executorAutoLawyerServiceSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema.describe(CATALOGUE_TEXTS.full),
        },
      },
    },
    async (request, reply) => {
      const user = requireExecutor(request);
      const created = await createAutoLawyerService(
        app.db,
        auditActorOf(user, request),
        request.body,
      );
      await announceCatalogueChange(app);
      return reply.code(201).send(created);
    },
  );

  // Registered before /:id for readability; the router prefers the static segment anyway.
  app.put(
    "/executor/auto-lawyer/services/order",
    {
      config: { access: "staff" },
      schema: {
        operationId: "reorderAutoLawyerServices",
        security: bearer,
        tags,
        summary: "Сохранить порядок услуг автоюриста (в местах, которые они занимают в каталоге)",
        body: autoLawyerOrderSchema,
        response: {
          200: z.array(executorAutoLawyerServiceSchema),
          400: errorSchema,
          409: errorSchema,
          ...refusedAnswers,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const list = await reorderAutoLawyerServices(
        app.db,
        auditActorOf(user, request),
        request.body,
      );
      await announceCatalogueChange(app);
      return list;
    },
  );

  app.put(
    "/executor/auto-lawyer/services/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "updateAutoLawyerService",
        security: bearer,
        tags,
        summary: "Изменить услугу автоюриста: вся форма или только { is_active }",
        params: idParamsSchema,
        body: autoLawyerServiceUpdateSchema,
        response: {
          200: executorAutoLawyerServiceSchema,
          400: errorSchema,
          404: errorSchema,
          ...refusedAnswers,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const actor = auditActorOf(user, request);
      const body = request.body;
      const updated =
        "title" in body
          ? await updateAutoLawyerService(app.db, actor, request.params.id, body)
          : await setAutoLawyerServiceActive(app.db, actor, request.params.id, body.is_active);
      await announceCatalogueChange(app);
      return updated;
    },
  );

  app.delete(
    "/executor/auto-lawyer/services/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "deleteAutoLawyerService",
        security: bearer,
        tags,
        summary: "Удалить услугу автоюриста (чаты и оплаты по ней сохраняются)",
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorSchema,
          404: errorSchema,
          ...refusedAnswers,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      await deleteAutoLawyerService(app.db, auditActorOf(user, request), request.params.id);
      await announceCatalogueChange(app);
      return { message: AUTO_LAWYER_ADMIN_TEXTS.deleted };
    },
  );
};
