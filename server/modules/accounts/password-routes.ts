import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import {
  ADDRESS_LIMIT_WINDOW_MS,
  RESET_MAILS_PER_ADDRESS,
} from "../../../domain/users/address-limits.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import {
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "../../../domain/users/user-schemas.ts";
import { addressKey, countedLimit } from "../../auth/address-limit.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireUser } from "../../auth/request-user.ts";
import { setPassword } from "../../auth/set-password.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.ts";

const messageSchema = z.object({ message: z.string() });

/**
 * The password outside the login form (issue 14 §2): «Забыли пароль?» (a link by mail, valid one
 * hour, used once) and the change in the profile (the current password required).
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = authRateLimit(config);
  const resetMails = countedLimit(app, {
    max: RESET_MAILS_PER_ADDRESS,
    timeWindowMs: ADDRESS_LIMIT_WINDOW_MS,
    key: (request) => addressKey("password-reset", (request.body as { email: string }).email),
  });

  app.post(
    "/auth/password-reset",
    {
      config: { access: "anyone", rateLimit },
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
      // Past the address's limit the answer is the same and nothing is sent: a mailbox cannot be
      // flooded from many addresses, and the answer still does not tell whether an account exists.
      if (await resetMails.take(request)) {
        await requestPasswordReset(app.db, request.body.email, config.publicUrl);
        // Sent now rather than at the next tick; a failure stays in the outbox for the retries.
        void app.mail
          .flush()
          .catch((error) => request.log.warn({ err: error }, "mail flush failed"));
      }
      return { message: T.sent };
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    {
      config: { access: "anyone", rateLimit },
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

  app.post(
    "/auth/password",
    {
      // Checks a password: limited like the login, so it cannot be guessed through here.
      config: { access: "signed-in", rateLimit },
      schema: {
        operationId: "changePassword",
        tags: ["auth"],
        summary: "Сменить пароль (нужен текущий); другие входы в аккаунт закрываются",
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The current password was checked by the route policy (a fresh proof, decision 049).
      await setPassword(
        app.db,
        app.events,
        user,
        request.body.new_password,
        request.authToken ?? undefined,
      );
      return { message: AUTH_TEXTS.passwordChanged };
    },
  );
};
