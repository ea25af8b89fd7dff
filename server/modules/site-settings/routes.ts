import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  siteSettingsSchema,
  updateSiteSettingsSchema,
} from "../../../domain/site-settings/site-settings-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { getSiteSettings, updateSiteSettings } from "./service.ts";
import { announceSiteSettingsChange } from "./settings-cache.ts";

/** The site's own details, read by every page and edited in «Настройки сайта» (issue 10 §6). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site-settings",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getSiteSettings",
        security: noAuth,
        tags: ["site-settings"],
        summary: "Реквизиты, контакты, часы работы и мессенджеры сайта",
        response: { 200: siteSettingsSchema },
      },
    },
    async () => getSiteSettings(app.db),
  );

  app.put(
    "/site-settings",
    {
      config: { access: "staff" },
      schema: {
        operationId: "updateSiteSettings",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary: "Сохранить настройки сайта (вся форма целиком)",
        body: updateSiteSettingsSchema,
        response: {
          200: siteSettingsSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const saved = await updateSiteSettings(app.db, auditActorOf(user, request), request.body);
      await announceSiteSettingsChange(app);
      return saved;
    },
  );
};
