import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  paymentSetupSchema,
  updatePaymentSetupSchema,
} from "../../../domain/payments/payment-setup.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireAdmin } from "../../auth/request-user.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { paymentSetupOf, savePaymentSettings } from "./save-payment-settings.ts";

/** Nobody caches what says where the money goes (a shared proxy, the browser's back button). */
const NO_STORE = { "cache-control": "no-store" } as const;

/**
 * «Оплата» (issue 28 §2, decision 041): the administrator reads and sets how the site takes money
 * — YooKassa's keys or the sandbox, and the transfer details — with no config file. Executors
 * are refused: these decide where every client's money goes.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    "/executor/payment-settings",
    {
      config: { access: "admin" },
      schema: {
        operationId: "getPaymentSetup",
        security: bearer,
        tags: ["payments", "back-office"],
        summary: "Настройки оплаты (администратор): провайдер, shopId, задан ли ключ, реквизиты",
        response: { 200: paymentSetupSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.headers(NO_STORE);
      return paymentSetupOf(app.paymentSettings.current(), config, app.db, admin);
    },
  );

  app.put(
    "/executor/payment-settings",
    {
      config: { access: "admin", rateLimit: authRateLimit(config) },
      schema: {
        operationId: "updatePaymentSetup",
        security: bearer,
        tags: ["payments", "back-office"],
        summary:
          "Сохранить настройки оплаты (администратор): нужен пароль и код второго фактора, если он включён; ключ ЮKassa хранится зашифрованным",
        body: updatePaymentSetupSchema,
        response: {
          200: paymentSetupSchema,
          400: errorSchema,
          ...refusedAnswers,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const changed = await savePaymentSettings(
        app.db,
        config,
        app.paymentSettings.current(),
        admin,
        auditActorOf(admin, request),
        request.body,
      );
      if (changed) await app.paymentSettings.announceChange();
      reply.headers(NO_STORE);
      return paymentSetupOf(app.paymentSettings.current(), config, app.db, admin);
    },
  );
};
