import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Executor's auto-lawyer services (issue 10 §3). */
export const autoLawyerBackOfficeRoutes: FastifyPluginAsyncZod = async (_app) => {};
