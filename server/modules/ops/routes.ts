import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Registry } from "prom-client";
import { z } from "zod";
import {
  OPS_TEXTS,
  READY_CHECKS,
  READY_RATE_PER_MINUTE,
  READY_REQUIRED,
} from "../../../domain/ops/ops.ts";
import { notFound, unauthorized } from "../../errors.ts";
import { textAnswer } from "../../http/media-schemas.ts";
import { errorSchema, NO_CACHE_HEADERS, noAuth } from "../../http/schemas.ts";
import { hasMetricsToken } from "./metrics-token.ts";
import { readiness } from "./readiness.ts";

const checkState = z.enum(["ok", "fail", "not_configured"]);
const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z
    .object(
      Object.fromEntries(READY_CHECKS.map((check) => [check, checkState])) as Record<
        (typeof READY_CHECKS)[number],
        typeof checkState
      >,
    )
    .optional()
    .describe("Только с токеном метрик (METRICS_TOKEN)"),
});

/**
 * The operator's probes (issue 15 §1): liveness (the process answers), readiness (the parts it
 * needs answer: a load balancer stops sending requests to an instance that is not ready), and the
 * Prometheus metrics behind their own token.
 */
export function opsRoutes(options: { redis?: Redis; metrics: Registry }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        config: { access: "anyone" },
        schema: {
          operationId: "getHealth",
          tags: ["ops"],
          summary: "Живой ли процесс (liveness)",
          security: noAuth,
          response: { 200: z.object({ status: z.literal("ok") }) },
        },
      },
      async (_request, reply) => {
        reply.headers(NO_CACHE_HEADERS);
        return { status: "ok" as const };
      },
    );

    const token = app.config.METRICS_TOKEN;
    const registry = options.metrics;
    app.get(
      "/api/ready",
      {
        config: { access: "anyone", rateLimit: { max: READY_RATE_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          operationId: "getReadiness",
          tags: ["ops"],
          summary:
            "Готов ли экземпляр принимать запросы: база данных и хранилище файлов (Redis — для сведения); каждая часть — только с токеном метрик",
          security: [{}, { metricsToken: [] }],
          response: {
            200: readySchema,
            429: errorSchema,
            503: readySchema.extend({ detail: z.string() }),
          },
        },
      },
      async (request, reply) => {
        // Which parts answer (and whether Redis is configured at all) is for the operator, whose
        // token also opens /metrics; a load balancer needs only the status code. Any other
        // bearer (a signed-in user's) gets the status alone, as an anonymous caller.
        const detailed = token !== undefined && hasMetricsToken(request, token);
        const checks = await readiness({ db: app.db, redis: options.redis, storage: app.storage });
        reply.headers(NO_CACHE_HEADERS);
        const failed = READY_REQUIRED.filter((check) => checks[check] === "fail");
        if (failed.length === 0) {
          return detailed ? { status: "ready" as const, checks } : { status: "ready" as const };
        }
        if (!detailed) {
          return reply
            .code(503)
            .send({ status: "not_ready" as const, detail: OPS_TEXTS.unavailable });
        }
        const parts = failed.map((check) => OPS_TEXTS.parts[check]).join(", ");
        return reply
          .code(503)
          .send({ status: "not_ready" as const, checks, detail: OPS_TEXTS.notReady(parts) });
      },
    );

    app.get(
      "/metrics",
      {
        config: { access: "anyone" },
        schema: {
          operationId: "getMetrics",
          tags: ["ops"],
          summary: "Метрики Prometheus (токен METRICS_TOKEN)",
          security: [{ metricsToken: [] }],
          response: {
            200: textAnswer("Метрики в текстовом формате Prometheus", "text/plain"),
            401: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!token) throw notFound(OPS_TEXTS.metricsOff);
        if (!hasMetricsToken(request, token)) throw unauthorized(OPS_TEXTS.metricsToken);
        reply.headers(NO_CACHE_HEADERS).type(registry.contentType);
        return registry.metrics();
      },
    );
  };
}
