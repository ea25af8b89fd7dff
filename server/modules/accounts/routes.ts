import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SECOND_FACTOR_TEXTS } from "../../../domain/users/second-factor.ts";
import {
  secondFactorChallengeSchema,
  secondFactorLoginSchema,
} from "../../../domain/users/second-factor-schemas.ts";
import {
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  userSchema,
} from "../../../domain/users/user-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { loginAttempts } from "../../auth/login-attempts.ts";
import { requireUser } from "../../auth/request-user.ts";
import { answerLoginChallenge } from "../../auth/second-factor/login-challenge.ts";
import { secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import { revokeSession } from "../../auth/sessions.ts";
import { unauthorized } from "../../errors.ts";
import { errorSchema, noAuth, optionalBearer } from "../../http/schemas.ts";
import { consentOriginOf } from "../consents/service.ts";
import { authenticate, findUser, registerClient, toApiUser } from "./service.ts";
import { signedIn, signedInOrSecondStep } from "./signed-in.ts";
import { takenAddressLimits } from "./taken-address-limits.ts";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = authRateLimit(config);
  // Shared with the second step (second-factor-routes.ts): a wrong code counts like a password.
  const attempts = loginAttempts(app);
  const registrationLimits = takenAddressLimits(
    app,
    "register",
    (request) => (request.body as { email: string }).email,
  );

  app.post(
    "/auth/register",
    {
      config: { access: "anyone", rateLimit },
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
        registerClient(app.db, request.body, consentOriginOf(request), config.PHONE_CONFIRMATION),
      );
      return signedIn(app, user, request);
    },
  );

  app.post(
    "/auth/login",
    {
      config: { access: "anyone" },
      onRequest: attempts.count,
      schema: {
        operationId: "login",
        security: noAuth,
        tags: ["auth"],
        summary:
          "Вход по email и паролю с выбранным типом входа; при втором факторе — 202 и challenge для кода",
        body: loginRequestSchema,
        response: {
          200: authResponseSchema,
          202: secondFactorChallengeSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request.body);
      return signedInOrSecondStep(app, user, request, reply);
    },
  );

  app.post(
    "/auth/login/second-factor",
    {
      config: { access: "anyone" },
      // A right code is no attempt; a wrong one is counted in the handler.
      onRequest: attempts.check,
      schema: {
        operationId: "loginSecondFactor",
        security: noAuth,
        tags: ["auth"],
        summary: "Второй шаг входа: challenge из ответа 202 и код из приложения или резервный код",
        body: secondFactorLoginSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const key = await secondFactorKey(app.db, config.SECOND_FACTOR_KEY);
      const answer = await answerLoginChallenge(
        app.db,
        key,
        request.body.challenge,
        request.body.code,
      );
      if (!answer.ok) {
        await attempts.count(request);
        throw unauthorized(SECOND_FACTOR_TEXTS.wrongCode);
      }
      const user = await findUser(app.db, answer.userId);
      if (!user) throw unauthorized(SECOND_FACTOR_TEXTS.challengeExpired);
      return signedIn(app, user, request);
    },
  );

  app.get(
    "/auth/me",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getMe",
        tags: ["auth"],
        summary: "Текущий пользователь",
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => toApiUser(requireUser(request), config),
  );

  app.post(
    "/auth/logout",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "logout",
        tags: ["auth"],
        summary: "Выход: токен отзывается на сервере",
        security: optionalBearer,
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
