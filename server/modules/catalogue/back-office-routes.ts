import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Executor's catalogue: services, their order and recommendations (issue 10 §2). */
export const serviceBackOfficeRoutes: FastifyPluginAsyncZod = async (_app) => {};
