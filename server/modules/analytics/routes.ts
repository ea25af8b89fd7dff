import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TRACK_RATE_PER_MINUTE } from "../../../domain/analytics/analytics.ts";
import {
  analyticsDashboardSchema,
  analyticsDaysQuerySchema,
  dailyStatSchema,
  funnelSchema,
  trackEventSchema,
} from "../../../domain/analytics/analytics-schemas.ts";
import { API_TEXTS } from "../../../domain/errors.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { AppError } from "../../errors.ts";
import { bearer, errorSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import { analyticsDashboard, dailyStats, funnel } from "./dashboard.ts";
import { recordEvent } from "./service.ts";
import { createSaltSource } from "./visitor.ts";

/**
 * Tracking (spec 1 §7) and the cabinet's «Аналитика» (spec 3 §2, issue 13 §2). The rate limit
 * counts per visitor (IP and user agent together, hashed in memory and never stored), so one
 * office behind one address is not one visitor; the visitors an address adds a minute are
 * capped in recordEvent (issue 27 §4).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const salts = createSaltSource(app.db);
  // Asked per request: the administrator may switch the provider in «Оплата» at any time.
  const countSandbox = () => app.paymentProvider.name === "sandbox";

  // Besides the limit per visitor (the route's own), one per address: a script that changes its
  // user agent on every request is still one address. (The plugin runs one limit per request,
  // so this one is asked directly.)
  const perAddress = app.createRateLimit({
    max: TRACK_RATE_PER_MINUTE * 10,
    timeWindow: 60_000,
    keyGenerator: (request) => `analytics-address:${request.ip}`,
  });
  const limitPerAddress = async (request: FastifyRequest) => {
    const verdict = await perAddress(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError(429, API_TEXTS.tooManyRequests);
    }
  };

  app.post(
    "/analytics/track",
    {
      onRequest: limitPerAddress,
      config: {
        access: "anyone",
        rateLimit: {
          max: TRACK_RATE_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            createHash("sha256")
              .update(`${request.ip}\n${request.headers["user-agent"] ?? ""}`)
              .digest("base64url"),
        },
      },
      schema: {
        operationId: "trackEvent",
        security: noAuth,
        tags: ["analytics"],
        summary:
          "Событие аналитики (page_view, service_view, chat_click, payment_click, registration); без cookies, IP не хранится, боты не считаются",
        body: trackEventSchema,
        response: {
          201: z.object({ status: z.literal("ok") }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await recordEvent(app.db, salts, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        throttle: app.throttle,
      });
      // A bot, or a visitor past its address's cap, gets the same answer: nothing tells a
      // script it was not counted.
      return reply.code(201).send({ status: "ok" as const });
    },
  );

  app.get(
    "/analytics/dashboard",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getAnalyticsDashboard",
        tags: ["analytics"],
        summary:
          "Сегодня, вчера, неделя и месяц: просмотры, посетители, клики; средний визит, топ-5 страниц, изменение к вчера",
        security: bearer,
        response: { 200: analyticsDashboardSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return analyticsDashboard(app.db, new Date());
    },
  );

  app.get(
    "/analytics/daily-stats",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getAnalyticsDailyStats",
        tags: ["analytics"],
        summary: "По дням за 7, 14 или 30 дней (московские даты, пустые дни — нулями)",
        security: bearer,
        querystring: analyticsDaysQuerySchema,
        response: { 200: z.array(dailyStatSchema), 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return dailyStats(app.db, new Date(), request.query.days);
    },
  );

  app.get(
    "/analytics/funnel",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getAnalyticsFunnel",
        tags: ["analytics"],
        summary: "Воронка за 7, 14 или 30 дней: просмотр услуги → чат → «Оплатить» → оплата",
        security: bearer,
        querystring: analyticsDaysQuerySchema,
        response: { 200: funnelSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return funnel(app.db, new Date(), request.query.days, countSandbox());
    },
  );
};
