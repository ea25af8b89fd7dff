import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessTariffSchema } from "../../../domain/tariffs/tariff-schemas.ts";
import { noAuth } from "../../http/schemas.ts";
import { listBusinessTariffs } from "./service.ts";

export const tariffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/business-tariffs",
    {
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
};
