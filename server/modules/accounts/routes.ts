import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  userSchema,
} from "../../../domain/users/user-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireUser } from "../../auth/request-user.ts";
import { createSession, revokeSession } from "../../auth/sessions.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";
import { consentOriginOf } from "../consents/service.ts";
import { authenticate, registerClient, toApiUser } from "./service.ts";
import { takenAddressLimits } from "./taken-address-limits.ts";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = authRateLimit(config);
  const registrationLimits = takenAddressLimits(
    app,
    "register",
    (request) => (request.body as { email: string }).email,
  );

  app.post(
    "/auth/register",
    {
      config: { rateLimit },
      schema: {
        operationId: "register",
        security: noAuth,
        tags: ["auth"],
        summary: "Регистрация клиента; согласие с офертой и политикой пишется в журнал согласий",
        body: registerRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await registrationLimits.admit(request);
      const user = await registrationLimits.counting(request, () =>
        registerClient(app.db, request.body, consentOriginOf(request)),
      );
      const token = await createSession(app.db, user.id, config.SESSION_TTL_DAYS);
      return { access_token: token, token_type: "bearer" as const, user: toApiUser(user) };
    },
  );

  app.post(
    "/auth/login",
    {
      config: { rateLimit },
      schema: {
        operationId: "login",
        security: noAuth,
        tags: ["auth"],
        summary: "Вход по email и паролю с выбранным типом входа",
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await authenticate(app.db, request.body);
      const token = await createSession(app.db, user.id, config.SESSION_TTL_DAYS);
      return { access_token: token, token_type: "bearer" as const, user: toApiUser(user) };
    },
  );

  app.get(
    "/auth/me",
    {
      schema: {
        operationId: "getMe",
        tags: ["auth"],
        summary: "Текущий пользователь",
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => toApiUser(requireUser(request)),
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        operationId: "logout",
        tags: ["auth"],
        summary: "Выход: токен отзывается на сервере",
        security: [{ bearer: [] }],
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      // Logging out with an already dead token is not an error: the outcome is the same.
      if (request.authToken) await revokeSession(app.db, app.events, request.authToken);
      return { message: "Вы вышли из системы" };
    },
  );
};
