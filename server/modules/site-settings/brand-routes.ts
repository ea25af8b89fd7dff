import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatFileSize } from "../../../domain/file-size.ts";
import { logoSrcOf, shortSiteNameOf, siteNameOf } from "../../../domain/site-settings/brand.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../domain/site-settings/site-settings-texts.ts";
import { MAX_LOGO_BYTES } from "../../../domain/trusted-clients/trusted-clients.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { notFound } from "../../errors.ts";
import { fileAnswer, fileField, multipartBody } from "../../http/media-schemas.ts";
import { sendPublicImage } from "../../http/public-image.ts";
import { bearer, errorSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { findLogo, LOGO_TYPES, readLogoUpload, removeLogo, saveLogo } from "./logo.ts";
import { getSiteSettingsWithLogo, storedLogoUrl } from "./service.ts";
import { announceSiteSettingsChange } from "./settings-cache.ts";

const logoAnswer = fileAnswer("Логотип сайта (SVG, PNG или WebP)", LOGO_TYPES);

/** W3C Web Application Manifest: the members this site writes. */
const manifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  dir: z.literal("ltr"),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal("standalone"),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), type: z.string(), sizes: z.string() })),
});
const manifestAnswer = {
  description: "Манифест веб-приложения",
  content: { "application/manifest+json": { schema: manifestSchema } },
};

/** `?v=` is the logo's version in its address (service.ts storedLogoUrl); any other value is ignored. */
const logoQuery = z.object({ v: z.string().max(64).optional() });

/**
 * The firm's logo and the web app manifest built from the brand (issue 44 §1). The favicon is the
 * logo itself: every page's head links it with its type (server/modules/seo/head-tags.ts).
 */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site-settings/logo",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getSiteLogo",
        security: noAuth,
        tags: ["site-settings"],
        summary: "Логотип сайта: он же значок вкладки",
        querystring: logoQuery,
        response: { 200: logoAnswer, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const logo = await findLogo(app.db);
      if (!logo) throw notFound(T.logoDefault);
      // A versioned address never changes its bytes; the bare one may, with the next upload.
      const versioned = request.query.v === logo.sha256.slice(0, 16);
      return sendPublicImage(
        reply,
        app.storage.open(logo.storage_key),
        { mimeType: logo.mime_type, sizeBytes: logo.size_bytes },
        versioned ? 31_536_000 : 300,
      );
    },
  );

  app.put(
    "/site-settings/logo",
    {
      config: { access: "staff", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "uploadSiteLogo",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary: `Загрузить логотип: multipart file (SVG, PNG или WebP до ${formatFileSize(MAX_LOGO_BYTES)}; SVG очищается от скриптов и внешних ссылок)`,
        body: multipartBody(
          z.object({
            file: fileField(`Логотип: SVG, PNG или WebP до ${formatFileSize(MAX_LOGO_BYTES)}`),
          }),
        ),
        response: {
          200: z.object({ logo_url: z.string() }),
          400: errorSchema,
          ...refusedAnswers,
          413: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const image = await readLogoUpload(request, MAX_LOGO_BYTES);
      const logo = await saveLogo(app.db, app.storage, auditActorOf(user, request), image);
      await announceSiteSettingsChange(app);
      return { logo_url: storedLogoUrl(logo) };
    },
  );

  app.delete(
    "/site-settings/logo",
    {
      config: { access: "staff" },
      schema: {
        operationId: "removeSiteLogo",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary: "Убрать логотип: сайт снова показывает значок по умолчанию",
        response: {
          200: z.object({ deleted: z.boolean() }),
          ...refusedAnswers,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const deleted = await removeLogo(app.db, app.storage, auditActorOf(user, request));
      if (deleted) await announceSiteSettingsChange(app);
      return { deleted };
    },
  );

  app.get(
    "/site-settings/manifest",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getWebAppManifest",
        security: noAuth,
        tags: ["site-settings"],
        summary: "Манифест веб-приложения (W3C Web Application Manifest): название, значок, цвет",
        response: { 200: manifestAnswer },
      },
    },
    async (_request, reply) => {
      const { settings, logo } = await getSiteSettingsWithLogo(app.db);
      const icon = logo
        ? {
            src: logoSrcOf(settings),
            type: logo.mime_type,
            sizes:
              logo.mime_type === "image/svg+xml" || !logo.width || !logo.height
                ? "any"
                : `${logo.width}x${logo.height}`,
          }
        : { src: logoSrcOf(settings), type: "image/svg+xml", sizes: "any" };
      const manifest: z.infer<typeof manifestSchema> = {
        name: siteNameOf(settings),
        short_name: shortSiteNameOf(settings),
        lang: "ru",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: settings.accent_color,
        icons: [icon],
      };
      return reply
        .header("cache-control", "no-cache")
        .type("application/manifest+json; charset=utf-8")
        .send(manifest);
    },
  );
};
