import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "../../../domain/users/user-schemas.ts";
import { AppError } from "../../errors.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.ts";

const messageSchema = z.object({ message: z.string() });

/** «Забыли пароль?» (issue 14 §2): a link by mail, valid one hour, used once. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    errorResponseBuilder: () => new AppError(429, AUTH_TEXTS.tooManyAttempts),
  };

  app.post(
    "/auth/password-reset",
    {
      config: { rateLimit },
      schema: {
        operationId: "requestPasswordReset",
        tags: ["auth"],
        summary: "Ссылка для нового пароля на e-mail; ответ одинаков, есть такой аккаунт или нет",
        security: noAuth,
        body: passwordResetRequestSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, config.publicUrl);
      // Sent now rather than at the next tick; a failure stays in the outbox for the retries.
      void app.mail.flush().catch((error) => request.log.warn({ err: error }, "mail flush failed"));
      return { message: T.sent };
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    {
      config: { rateLimit },
      schema: {
        operationId: "confirmPasswordReset",
        tags: ["auth"],
        summary: "Новый пароль по ссылке из письма; все входы в аккаунт закрываются",
        security: noAuth,
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, app.events, request.body.token, request.body.password);
      return { message: T.saved };
    },
  );
};
