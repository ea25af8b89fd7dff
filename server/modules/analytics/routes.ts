import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { trackEventSchema } from "../../../domain/analytics/analytics-schemas.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";
import { recordEvent } from "./service.ts";

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/analytics/track",
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        operationId: "trackEvent",
        security: noAuth,
        tags: ["analytics"],
        summary:
          "Событие аналитики (page_view, service_view, chat_click, payment_click, registration)",
        body: trackEventSchema,
        response: { 201: z.object({ status: z.literal("ok") }), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await recordEvent(app.db, request.body, {
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
        userId: request.user?.id ?? null,
      });
      return reply.code(201).send({ status: "ok" as const });
    },
  );
};
