import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { receiptSettingsSchema } from "../../../domain/payments/receipt-schemas.ts";
import type { ReceiptSettings } from "../../../domain/payments/receipts.ts";
import { requireAdmin } from "../../auth/request-user.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { getReceiptSettings, saveReceiptSettings } from "./receipt-settings.ts";

/** «Чеки (54-ФЗ)» in «Настройки сайта» (issue 31 §5): administrators read and change them. */
export const receiptSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const vatDefault = app.config.PAYMENT_RECEIPT_VAT_CODE;

  app.get(
    "/executor/receipt-settings",
    {
      config: { access: "admin" },
      schema: {
        operationId: "getReceiptSettings",
        security: bearer,
        tags: ["payments", "back-office"],
        summary: "Чеки 54-ФЗ (администратор): отправлять ли, система налогообложения, НДС",
        response: { 200: receiptSettingsSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getReceiptSettings(app.db, vatDefault);
    },
  );

  app.put(
    "/executor/receipt-settings",
    {
      config: { access: "admin" },
      schema: {
        operationId: "updateReceiptSettings",
        security: bearer,
        tags: ["payments", "back-office"],
        summary:
          "Сохранить настройки чеков 54-ФЗ (администратор): выключенные чеки не отправляются ни с оплатой, ни с возвратом",
        body: receiptSettingsSchema,
        response: { 200: receiptSettingsSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return saveReceiptSettings(
        app.db,
        auditActorOf(admin, request),
        request.body as ReceiptSettings,
        vatDefault,
      );
    },
  );
};
