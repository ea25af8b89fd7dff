import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BILLING_KIND_LABELS } from "../../../domain/billing/billing.ts";
import {
  billingDocumentSchema,
  billingDocumentsQuerySchema,
  billingReadinessSchema,
  billingSettingsSchema,
  billingSettingsViewSchema,
} from "../../../domain/billing/billing-schemas.ts";
import { missingForBilling } from "../../../domain/billing/firm-readiness.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { requireAdmin, requireUser } from "../../auth/request-user.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { pdfAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { type BillingRow, listBillingDocuments } from "./billing-documents.ts";
import { billingPdf } from "./billing-pdf.ts";
import { getBillingSettings, saveBillingSettings } from "./billing-settings.ts";
import { billingDocumentsSeenBy } from "./billing-visibility.ts";

const idParams = z.object({ id: z.string().max(64) });

/**
 * «Счета и акты» (issue 31 §3): a company reads its own, the firm's staff every company's; the
 * firm's bank details for them are the administrator's.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/billing/documents",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listBillingDocuments",
        security: bearer,
        tags: ["billing"],
        summary:
          "Счета и акты, новые сверху: клиент — свои, сотрудники — все (client_id, session_id — одного клиента или чата)",
        querystring: billingDocumentsQuerySchema,
        response: { 200: z.array(billingDocumentSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { client_id, session_id, limit, offset } = request.query;
      const staff = isExecutorRole(user.role);
      return listBillingDocuments(
        app.db,
        billingDocumentsSeenBy(user),
        { clientId: staff ? client_id : user.id, sessionId: session_id },
        { limit, offset },
      );
    },
  );

  app.get(
    "/billing/documents/:id/pdf",
    {
      config: { access: "signed-in", object: "billing-document" },
      schema: {
        operationId: "downloadBillingDocument",
        security: bearer,
        tags: ["billing"],
        summary:
          "Счёт или акт в PDF: реквизиты сторон, услуга, сумма цифрами и прописью, НДС, подписи",
        params: idParams,
        response: { 200: pdfAnswer, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // Another company's, or another lawyer's client's, was answered like a missing one.
      const row = visibleObjectOf<BillingRow>(request, "billing-document");
      const pdf = await billingPdf(row);
      const name = `${BILLING_KIND_LABELS[row.kind as "invoice" | "act"]} ${row.number}.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          contentDisposition("attachment", name, `${row.kind}-${row.number}.pdf`),
        )
        .send(pdf);
    },
  );

  app.get(
    "/billing/readiness",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getBillingReadiness",
        security: bearer,
        tags: ["billing", "back-office"],
        summary:
          "Что фирма ещё не заполнила для счетов и актов компаниям (пусто — документы выставляются)",
        response: { 200: billingReadinessSchema, ...refusedAnswers },
      },
    },
    // «Обзор» and «Платежи» show it to every lawyer; the bank's digits stay the administrator's.
    async () => ({
      missing: missingForBilling(await getSiteSettings(app.db), await getBillingSettings(app.db)),
    }),
  );

  app.get(
    "/executor/billing-settings",
    {
      config: { access: "admin" },
      schema: {
        operationId: "getBillingSettings",
        security: bearer,
        tags: ["billing", "back-office"],
        summary: "Реквизиты для счетов (администратор): банк, БИК, р/с, к/с, строка НДС",
        response: { 200: billingSettingsViewSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getBillingSettings(app.db);
    },
  );

  app.put(
    "/executor/billing-settings",
    {
      config: { access: "admin" },
      schema: {
        operationId: "updateBillingSettings",
        security: bearer,
        tags: ["billing", "back-office"],
        summary:
          "Сохранить реквизиты для счетов (администратор): банк с БИК, р/с и к/с проверяются ключом ЦБ",
        body: billingSettingsSchema,
        response: { 200: billingSettingsViewSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return saveBillingSettings(app.db, auditActorOf(admin, request), request.body);
    },
  );
};
