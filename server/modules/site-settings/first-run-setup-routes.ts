import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  setupProgressSchema,
  setupStepUpdateSchema,
} from "../../../domain/site-settings/first-run-setup-schemas.ts";
import { requireAdmin } from "../../auth/request-user.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { getSetupProgress, markSetupStep } from "./first-run-setup.ts";

/**
 * The first-run setup's progress (issue 44 §3, decision 041): «Обзор» offers to resume the setup
 * until each step was saved or skipped. Staff read it; the setup is the administrator's.
 */
export const firstRunSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/first-run-setup",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getFirstRunSetup",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary: "Первая настройка сайта: какие шаги пройдены или пропущены (null — ещё нет)",
        response: { 200: setupProgressSchema, ...refusedAnswers },
      },
    },
    async () => getSetupProgress(app.db),
  );

  app.put(
    "/executor/first-run-setup",
    {
      config: { access: "admin" },
      schema: {
        operationId: "markFirstRunSetupStep",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary:
          "Отметить шаг первой настройки (администратор): пройден (done) или пропущен (skipped); пройденный остаётся пройденным",
        body: setupStepUpdateSchema,
        response: { 200: setupProgressSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => markSetupStep(app.db, requireAdmin(request).id, request.body),
  );
};
