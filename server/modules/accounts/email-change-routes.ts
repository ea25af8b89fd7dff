import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { EMAIL_CHANGE_TEXTS as T } from "../../../domain/mail/mail.ts";
import {
  emailChangeConfirmSchema,
  emailChangedSchema,
  emailChangeRequestSchema,
} from "../../../domain/users/user-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { confirmEmailChange, requestEmailChange } from "./email-change.ts";
import { takenAddressLimits } from "./taken-address-limits.ts";

/**
 * «Смена e-mail» (issue 14 §2): asked for in the profile with the current password, done from the
 * link mailed to the new address.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Both check a secret (the password, the mailed token): limited like the login.
  const rateLimit = authRateLimit(config);
  const changeLimits = takenAddressLimits(
    app,
    "email-change",
    (request) => (request.body as { new_email: string }).new_email,
  );

  app.post(
    "/auth/email-change",
    {
      config: { access: "signed-in", rateLimit },
      schema: {
        operationId: "requestEmailChange",
        tags: ["auth"],
        summary:
          "Сменить e-mail (нужен текущий пароль): ссылка на новый адрес, уведомление на прежний",
        security: bearer,
        body: emailChangeRequestSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The current password was checked by the route policy (a fresh proof, decision 049).
      await changeLimits.admit(request);
      await changeLimits.counting(request, () =>
        requestEmailChange(app.db, user, request.body.new_email, config.publicUrl),
      );
      // Sent now rather than at the next tick; a failure stays in the outbox for the retries.
      void app.mail.flush().catch((error) => request.log.warn({ err: error }, "mail flush failed"));
      return { message: T.sent(request.body.new_email) };
    },
  );

  app.post(
    "/auth/email-change/confirm",
    {
      config: { access: "anyone", rateLimit },
      schema: {
        operationId: "confirmEmailChange",
        tags: ["auth"],
        summary: "Новый e-mail по ссылке из письма на него; входы в аккаунт остаются",
        security: noAuth,
        body: emailChangeConfirmSchema,
        response: { 200: emailChangedSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const email = await confirmEmailChange(app.db, request.body.token);
      return { message: T.confirmed(email), email };
    },
  );
};
