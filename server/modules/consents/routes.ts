import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The consent log (152-FZ) as the executor reads it (issue 10 §6). */
export const consentRoutes: FastifyPluginAsyncZod = async (_app) => {};
