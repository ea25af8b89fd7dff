import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The site's own details, read by every page and edited in «Настройки сайта» (issue 10 §6). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (_app) => {};
