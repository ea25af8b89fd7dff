import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import {
  recoveryCodesSchema,
  secondFactorConfirmSchema,
  secondFactorDisableSchema,
  secondFactorSetupRequestSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from "../../../domain/users/second-factor-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { verifyPassword } from "../../auth/password.ts";
import { requireUser } from "../../auth/request-user.ts";
import {
  confirmSecondFactor,
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorStatus,
  startSecondFactorSetup,
} from "../../auth/second-factor/second-factor.ts";
import { secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { badRequest } from "../../errors.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { messageSchema } from "./message-schema.ts";

/** Nobody caches a secret or the recovery codes (a shared proxy, the browser's back button). */
const NO_STORE = { "cache-control": "no-store" } as const;

/**
 * The staff second factor in «Учётная запись» (docs/decisions/038): status, set-up with a QR
 * code, confirmation by a first code (which makes the ten recovery codes) and switching off
 * with the password and a code. The login's second step is in routes.ts, by the login.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = authRateLimit(config);
  const keyOf = () => secondFactorKey(app.db, config.SECOND_FACTOR_KEY);
  const checkPassword = async (user: UserRow, password: string) => {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw badRequest(AUTH_TEXTS.currentPasswordWrong);
    }
  };

  app.get(
    "/auth/second-factor",
    {
      config: { access: "staff", refusal: T.staffOnly },
      schema: {
        operationId: "getSecondFactor",
        tags: ["auth"],
        summary: "Включён ли второй фактор и сколько резервных кодов осталось (сотрудники)",
        security: bearer,
        response: { 200: secondFactorStatusSchema, ...refusedAnswers },
      },
    },
    async (request) => secondFactorStatus(app.db, requireUser(request).id),
  );

  app.post(
    "/auth/second-factor/setup",
    {
      config: { access: "staff", refusal: T.staffOnly, rateLimit },
      schema: {
        operationId: "startSecondFactorSetup",
        tags: ["auth"],
        summary: "Начать подключение: ключ и QR-код для приложения (нужен текущий пароль)",
        security: bearer,
        body: secondFactorSetupRequestSchema,
        response: {
          200: secondFactorSetupSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkPassword(user, request.body.current_password);
      reply.headers(NO_STORE);
      return startSecondFactorSetup(app.db, await keyOf(), user);
    },
  );

  app.post(
    "/auth/second-factor/confirm",
    {
      config: { access: "staff", refusal: T.staffOnly, rateLimit },
      schema: {
        operationId: "confirmSecondFactor",
        tags: ["auth"],
        summary: "Включить второй фактор кодом из приложения; ответ — десять резервных кодов",
        security: bearer,
        body: secondFactorConfirmSchema,
        response: {
          200: recoveryCodesSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const codes = await confirmSecondFactor(
        app.db,
        await keyOf(),
        requireUser(request),
        request.body.code,
      );
      reply.headers(NO_STORE);
      return { message: T.enabled, recovery_codes: codes };
    },
  );

  app.post(
    "/auth/second-factor/recovery-codes",
    {
      config: { access: "staff", refusal: T.staffOnly, rateLimit },
      schema: {
        operationId: "renewRecoveryCodes",
        tags: ["auth"],
        summary:
          "Новые резервные коды вместо прежних: текущий пароль и код (из приложения или резервный)",
        security: bearer,
        body: secondFactorDisableSchema,
        response: {
          200: recoveryCodesSchema,
          400: errorSchema,
          ...refusedAnswers,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The password and the code were checked and the code used up by the route policy: a
      // fresh proof of identity (decision 049).
      const codes = await renewRecoveryCodes(app.db, requireUser(request));
      reply.headers(NO_STORE);
      return { message: T.renewed, recovery_codes: codes };
    },
  );

  app.post(
    "/auth/second-factor/disable",
    {
      config: { access: "staff", refusal: T.staffOnly, rateLimit },
      schema: {
        operationId: "disableSecondFactor",
        tags: ["auth"],
        summary: "Отключить второй фактор: текущий пароль и код (из приложения или резервный)",
        security: bearer,
        body: secondFactorDisableSchema,
        response: { 200: messageSchema, 400: errorSchema, ...refusedAnswers, 429: errorSchema },
      },
    },
    async (request) => {
      // The password and the code were checked and the code used up by the route policy.
      await disableSecondFactor(app.db, requireUser(request));
      return { message: T.disabled };
    },
  );
};
