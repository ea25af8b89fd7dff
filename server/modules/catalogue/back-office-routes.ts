import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SERVICE_EDITOR_TEXTS as T } from "../../../domain/catalogue/service-editor.ts";
import {
  addRecommendationsSchema,
  executorServiceSchema,
  messageSchema,
  recommendationParamsSchema,
  recommendationsAnswerSchema,
  serviceCreateSchema,
  serviceOrderSchema,
  serviceUpdateSchema,
} from "../../../domain/catalogue/service-editor-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, idParamsSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import {
  type CatalogueWrite,
  createService,
  deleteService,
  listExecutorServices,
  updateService,
} from "./back-office-service.ts";
import { announceCatalogueChange } from "./catalogue-cache.ts";
import { addRecommendations, removeRecommendation } from "./recommendations-service.ts";
import { reorderServices } from "./service-order.ts";

/** The executor (or admin) behind this request, and how their write reaches every instance. */
function catalogueWrite(app: FastifyInstance, request: FastifyRequest): CatalogueWrite {
  const user = requireExecutor(request);
  return {
    db: app.db,
    actor: auditActorOf(user, request),
    announce: () => announceCatalogueChange(app),
  };
}

/** Executor's catalogue: services, their order and recommendations (issue 10 §2, spec 3 §7). */
export const serviceBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/services",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listExecutorServices",
        security: bearer,
        tags: ["back-office"],
        summary: "Все услуги кабинета (и неактивные), в сохранённом порядке, с рекомендациями",
        response: { 200: z.array(executorServiceSchema), 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listExecutorServices(app.db);
    },
  );

  app.post(
    "/services",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createService",
        security: bearer,
        tags: ["back-office"],
        summary: "Создать услугу (встаёт в конец каталога)",
        body: serviceCreateSchema,
        response: {
          201: executorServiceSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema.describe(CATALOGUE_TEXTS.full),
        },
      },
    },
    async (request, reply) => {
      const created = await createService(catalogueWrite(app, request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/services/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "updateService",
        security: bearer,
        tags: ["back-office"],
        summary: "Изменить услугу: вся форма или только is_active (активировать / деактивировать)",
        params: idParamsSchema,
        body: serviceUpdateSchema,
        response: {
          200: executorServiceSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => updateService(catalogueWrite(app, request), request.params.id, request.body),
  );

  app.delete(
    "/services/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "deleteService",
        security: bearer,
        tags: ["back-office"],
        summary: "Удалить услугу (чаты, платежи и покупки по ней сохраняются)",
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteService(catalogueWrite(app, request), request.params.id);
      return { message: T.deleted };
    },
  );

  app.put(
    "/executor/services/order",
    {
      config: { access: "staff" },
      schema: {
        operationId: "reorderServices",
        security: bearer,
        tags: ["back-office"],
        summary: "Сохранить порядок услуг: каждая услуга ровно один раз",
        body: serviceOrderSchema,
        response: {
          200: z.array(executorServiceSchema),
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
        },
      },
    },
    async (request) => reorderServices(catalogueWrite(app, request), request.body),
  );

  app.post(
    "/services/:id/recommendations",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "addRecommendations",
        security: bearer,
        tags: ["back-office"],
        summary: "Добавить рекомендуемые услуги (не больше 5 всего)",
        params: idParamsSchema,
        body: addRecommendationsSchema,
        response: {
          200: recommendationsAnswerSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      addRecommendations(
        catalogueWrite(app, request),
        request.params.id,
        request.body.recommended_service_ids,
      ),
  );

  app.delete(
    "/services/:id/recommendations/:recommended_id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "removeRecommendation",
        security: bearer,
        tags: ["back-office"],
        summary: "Убрать услугу из рекомендаций",
        params: recommendationParamsSchema,
        response: {
          200: recommendationsAnswerSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      removeRecommendation(
        catalogueWrite(app, request),
        request.params.id,
        request.params.recommended_id,
      ),
  );
};
