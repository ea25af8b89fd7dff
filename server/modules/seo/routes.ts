import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SEO_TEXTS as T } from "../../../domain/site-pages/seo-texts.ts";
import { ROBOTS_DISALLOW } from "../../../domain/site-pages/site-routes.ts";
import { notFound } from "../../errors.ts";
import { textAnswer } from "../../http/media-schemas.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";

/** Crawlers may keep these an hour; a change shows in the sitemap's next build at once. */
const CRAWLER_CACHE = "public, max-age=3600";

/** robots.txt: the API and every private page closed, the sitemap named by its absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).href}`,
    "",
  ].join("\n");
}

const sitemapAnswer = textAnswer("Карта сайта (sitemaps.org)", "application/xml");

/** /robots.txt and /sitemap.xml for search engines (docs/decisions/042-search-engines.md). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const robots = robotsTxt(app.config.publicUrl);
  app.get(
    "/robots.txt",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getRobotsTxt",
        security: noAuth,
        tags: ["seo"],
        summary: "robots.txt: закрытые для поисковых роботов разделы и адрес карты сайта",
        response: { 200: textAnswer("robots.txt", "text/plain") },
      },
    },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", CRAWLER_CACHE).send(robots),
  );

  app.get(
    "/sitemap.xml",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getSitemap",
        security: noAuth,
        tags: ["seo"],
        summary:
          "Карта сайта: публичные страницы, активные услуги, опубликованные статьи (индекс частей, если адресов больше 50 000)",
        response: { 200: sitemapAnswer },
      },
    },
    async (_request, reply) => {
      const { root } = await app.sitemap.get();
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(root);
    },
  );

  app.get(
    "/sitemap-:part.xml",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getSitemapPart",
        security: noAuth,
        tags: ["seo"],
        summary: "Одна часть карты сайта (по 50 000 адресов), на которую ссылается индекс",
        params: z.object({
          part: z.coerce
            .number({ error: T.sitemapPartNotFound })
            .int({ error: T.sitemapPartNotFound })
            .min(1, { error: T.sitemapPartNotFound })
            .max(50_000, { error: T.sitemapPartNotFound }),
        }),
        response: { 200: sitemapAnswer, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { parts } = await app.sitemap.get();
      const part = parts[request.params.part - 1];
      if (part === undefined) throw notFound(T.sitemapPartNotFound);
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(part);
    },
  );
};
