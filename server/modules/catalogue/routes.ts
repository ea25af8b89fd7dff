import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  autoLawyerServiceSchema,
  serviceSchema,
} from "../../../domain/catalogue/service-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { notFound } from "../../errors.ts";
import { sendEncoded } from "../../http/content-encoding.ts";
import { errorSchema, idParamsSchema, NO_CACHE_HEADERS, noAuth } from "../../http/schemas.ts";
import { findActiveService, listRecommendations } from "./service.ts";

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/services",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "listServices",
        security: noAuth,
        tags: ["catalogue"],
        summary: "Каталог активных услуг",
        response: { 200: z.array(serviceSchema) },
      },
    },
    async (request, reply) => {
      const { body } = await app.catalogueCache.get();
      // Validated against the schema when cached; sent as the bytes prepared then, compressed.
      reply.headers(NO_CACHE_HEADERS).type("application/json; charset=utf-8");
      return sendEncoded(request, reply, body);
    },
  );

  app.get(
    "/services/:id",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getService",
        security: noAuth,
        tags: ["catalogue"],
        summary: "Одна услуга",
        params: idParamsSchema,
        response: { 200: serviceSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const service = await findActiveService(app.db, request.params.id);
      if (!service) throw notFound(CATALOGUE_TEXTS.notFound);
      return service;
    },
  );

  app.get(
    "/services/:id/recommendations",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "listRecommendations",
        security: noAuth,
        tags: ["catalogue"],
        summary: "Рекомендуемые дополнительные услуги",
        params: idParamsSchema,
        response: { 200: z.array(serviceSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const service = await findActiveService(app.db, request.params.id);
      if (!service) throw notFound(CATALOGUE_TEXTS.notFound);
      return listRecommendations(app.db, service.id);
    },
  );

  app.get(
    "/auto-lawyer/services",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "listAutoLawyerServices",
        security: noAuth,
        tags: ["catalogue"],
        summary: "Услуги автоюриста (для плавающего виджета и страницы /auto-lawyer)",
        response: { 200: z.array(autoLawyerServiceSchema) },
      },
    },
    async () => {
      const { list } = await app.catalogueCache.get();
      return list.filter((service) => service.category === "auto");
    },
  );
};
