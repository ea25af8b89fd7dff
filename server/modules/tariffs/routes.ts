import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  businessTariffSchema,
  businessTariffUpdateSchema,
  tariffKeyParamsSchema,
} from "../../../domain/tariffs/tariff-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { listBusinessTariffs, updateBusinessTariff } from "./service.ts";

export const tariffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/business-tariffs",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "listBusinessTariffs",
        security: noAuth,
        tags: ["tariffs"],
        summary: "Тарифы юридического обслуживания бизнеса",
        response: { 200: z.array(businessTariffSchema) },
      },
    },
    async () => listBusinessTariffs(app.db),
  );

  app.put(
    "/executor/business-tariffs/:key",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "updateBusinessTariff",
        security: bearer,
        tags: ["tariffs", "back-office"],
        summary: "Изменить бизнес-тариф (цена, часы, документы, сроки, цены заседания и выезда)",
        params: tariffKeyParamsSchema,
        body: businessTariffUpdateSchema,
        response: {
          200: businessTariffSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      return updateBusinessTariff(
        app.db,
        auditActorOf(user, request),
        request.params.key,
        request.body,
      );
    },
  );
};
