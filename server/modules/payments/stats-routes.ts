import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  executorPaymentsPageSchema,
  executorPaymentsQuerySchema,
} from "../../../domain/payments/payment-list-schemas.ts";
import {
  businessTariffStatsSchema,
  earningsStatsSchema,
  monthlyEarningsQuerySchema,
  monthlyEarningsSchema,
} from "../../../domain/payments/payment-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { earningsStats, monthlyEarnings } from "./earnings-service.ts";
import { listExecutorPayments } from "./executor-payments.ts";
import { businessTariffStats } from "./tariff-stats-service.ts";

/** Earnings and business-tariff statistics of the executor cabinet (spec 3 §3, §7). */
export const paymentStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Test payments count only while the sandbox is the provider (a demo, not a shop).
  // Asked per request: the administrator may switch the provider in «Оплата» at any time.
  const countSandbox = () => app.paymentProvider.name === "sandbox";

  app.get(
    "/executor/earnings/stats",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getEarningsStats",
        tags: ["executor"],
        summary: "Доходы за сегодня, вчера, неделю и месяц (по московскому времени)",
        security: bearer,
        response: { 200: earningsStatsSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return earningsStats(app.db, new Date(), countSandbox());
    },
  );

  app.get(
    "/executor/earnings/monthly",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getMonthlyEarnings",
        tags: ["executor"],
        summary: "Доходы по месяцам за год (по умолчанию — текущий)",
        security: bearer,
        querystring: monthlyEarningsQuerySchema,
        response: { 200: monthlyEarningsSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return monthlyEarnings(app.db, new Date(), request.query.year, countSandbox());
    },
  );

  app.get(
    "/executor/payments",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listExecutorPayments",
        tags: ["executor"],
        summary:
          "Платежи с плательщиком и его чатом (новые сверху): фильтры по статусу и виду, поиск по имени, email или телефону; итоги — как во вкладке «Доходы»",
        security: bearer,
        querystring: executorPaymentsQuerySchema,
        response: { 200: executorPaymentsPageSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const viewer = requireExecutor(request);
      return listExecutorPayments(app.db, viewer, request.query, new Date(), countSandbox());
    },
  );

  app.get(
    "/business-tariffs/stats",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getBusinessTariffStats",
        tags: ["executor"],
        summary: "Статистика покупок бизнес-тарифов",
        security: bearer,
        response: { 200: businessTariffStatsSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return businessTariffStats(app.db, countSandbox());
    },
  );
};
