import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import {
  phoneChallengeSchema,
  phoneConfirmRequestSchema,
  phoneStartRequestSchema,
  phoneTokenResponseSchema,
  phoneVerifyRequestSchema,
} from "../../../domain/phone-auth/phone-auth-schemas.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { secondFactorChallengeSchema } from "../../../domain/users/second-factor-schemas.ts";
import { authResponseSchema, userSchema } from "../../../domain/users/user-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireUser } from "../../auth/request-user.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest } from "../../errors.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { toApiUser } from "../accounts/service.ts";
import { signedInOrSecondStep } from "../accounts/signed-in.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { answerPhoneChallenge, issuePhoneToken } from "./challenges.ts";
import { confirmAccountPhone } from "./confirm-phone.ts";
import { sendPhoneCode } from "./phone-codes.ts";

/** The account a confirmed number signs in, if any (switched-off ones too: they are told so). */
async function accountWithPhone(app: FastifyInstance, phone: string) {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Phone numbers confirmed by SMS (issue 45 §1–§2, docs/decisions/059): a code to sign in with, or
 * a proof of the number (`phone_token`) for a registration or an account's confirmation.
 */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    "/auth/phone/start",
    {
      config: { access: "anyone", rateLimit },
      schema: {
        operationId: "startPhoneChallenge",
        security: noAuth,
        tags: ["auth"],
        summary:
          "Код из SMS на российский мобильный номер: для входа, регистрации или подтверждения номера",
        body: phoneStartRequestSchema,
        response: { 202: phoneChallengeSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { phone, purpose } = request.body;
      const site = siteNameOf(await getSiteSettings(app.db));
      // A sign-in to a number without an account gets an SMS saying so, not a code: the answer
      // here, its time and the limits are the same either way, so nobody learns who has one.
      const account = purpose === "login" ? await accountWithPhone(app, phone) : null;
      const opened = await sendPhoneCode(app, {
        phone,
        purpose,
        ip: request.ip,
        text: (code) =>
          purpose === "login" && !account
            ? PHONE_AUTH_TEXTS.smsNoAccount(site, `${app.config.publicUrl}/register`)
            : PHONE_AUTH_TEXTS.sms[purpose](site, code),
      });
      return reply.code(202).send(opened);
    },
  );

  app.post(
    "/auth/phone/verify",
    {
      config: { access: "anyone", rateLimit },
      schema: {
        operationId: "verifyPhoneChallenge",
        security: noAuth,
        tags: ["auth"],
        summary:
          "Проверка кода: вход (токен сессии или второй шаг входа) либо подтверждение номера (phone_token на 15 минут)",
        body: phoneVerifyRequestSchema,
        response: {
          200: z.union([authResponseSchema, phoneTokenResponseSchema]),
          202: secondFactorChallengeSchema,
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await answerPhoneChallenge(
        app.db,
        request.body.challenge_id,
        request.body.code,
        ["login", "register", "confirm"],
      );
      if (!answer) throw badRequest(PHONE_AUTH_TEXTS.wrongCode);
      if (answer.purpose !== "login") {
        return { phone_token: await issuePhoneToken(app.db, answer.id) };
      }
      const user = await accountWithPhone(app, answer.phone);
      if (!user || user.disabledAt) throw badRequest(PHONE_AUTH_TEXTS.wrongCode);
      return signedInOrSecondStep(app, user, request, reply);
    },
  );

  app.post(
    "/auth/phone/confirm",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "confirmPhone",
        security: bearer,
        tags: ["auth"],
        summary:
          "Подтверждённый номер становится номером учётной записи (вход по SMS, подпись документов)",
        body: phoneConfirmRequestSchema,
        response: {
          200: userSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await confirmAccountPhone(
        app.db,
        requireUser(request),
        request.body.phone_token,
      );
      return toApiUser(user, app.config);
    },
  );
};
