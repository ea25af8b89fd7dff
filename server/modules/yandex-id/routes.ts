import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { secondFactorChallengeSchema } from "../../../domain/users/second-factor-schemas.ts";
import { authResponseSchema } from "../../../domain/users/user-schemas.ts";
import {
  YANDEX_COMPLETE_PATH,
  YANDEX_ID_TEXTS,
  YANDEX_RETURN_PARAM,
  type YandexReturn,
} from "../../../domain/yandex-id/yandex-id.ts";
import {
  authMethodsSchema,
  yandexCallbackQuerySchema,
  yandexExchangeRequestSchema,
  yandexRegistrationSchema,
} from "../../../domain/yandex-id/yandex-id-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { badRequest, notFound, unauthorized } from "../../errors.ts";
import { redirectAnswer } from "../../http/media-schemas.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";
import { YandexIdError, yandexOAuthFromConfig } from "../../platform/yandex-id/yandex-oauth.ts";
import { findUser } from "../accounts/service.ts";
import { signedInOrSecondStep } from "../accounts/signed-in.ts";
import { browserKeyOf, dropBrowserKey, keepBrowserKey } from "./browser-key.ts";
import {
  claimReturn,
  endSignIn,
  exchangeCode,
  randomKey,
  recordOutcome,
  startSignIn,
} from "./sign-ins.ts";

/**
 * Sign-in with Yandex ID (issue 45 §2, docs/decisions/060-yandex-id.md): the button's start, the
 * callback Yandex sends the browser to, the page's exchange of its one-time code, and whether the
 * site offers it at all. Every route but the last answers 404 while the keys are not set.
 */
export const yandexIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const yandex = yandexOAuthFromConfig(config);
  const rateLimit = authRateLimit(config);
  const redirectUri = `${config.publicUrl}/api/auth/yandex/callback`;
  const configured = () => {
    if (!yandex) throw notFound(YANDEX_ID_TEXTS.notConfigured);
    return yandex;
  };
  /** Back to the login page, which says what happened (`?yandex=denied|failed`). */
  const backToLogin = (reply: FastifyReply, why: YandexReturn) =>
    reply.header("cache-control", "no-store").redirect(`/login?${YANDEX_RETURN_PARAM}=${why}`, 302);

  app.get(
    "/auth/methods",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getAuthMethods",
        security: noAuth,
        tags: ["auth"],
        summary: "Способы входа сайта помимо пароля и SMS: показывать ли «Войти с Яндекс ID»",
        response: { 200: authMethodsSchema },
      },
    },
    async (_request, reply) => {
      // Changes only with the configuration, that is with a restart.
      reply.header("cache-control", "public, max-age=300");
      return { yandex_id: yandex !== null };
    },
  );

  app.get(
    "/auth/yandex/start",
    {
      config: { access: "anyone", rateLimit },
      schema: {
        operationId: "startYandexSignIn",
        security: noAuth,
        tags: ["auth"],
        summary:
          "Кнопка «Войти с Яндекс ID»: переход на oauth.yandex.ru (PKCE S256, state на 10 минут)",
        response: {
          302: redirectAnswer("На страницу Яндекс OAuth, где человек разрешает вход"),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const client = configured();
      const browserKey = browserKeyOf(request) ?? randomKey();
      const { state, codeChallenge } = await startSignIn(app.db, browserKey);
      keepBrowserKey(reply, browserKey, config.publicUrl);
      return reply
        .header("cache-control", "no-store")
        .redirect(client.authorizeUrl({ state, codeChallenge, redirectUri }), 302);
    },
  );

  app.get(
    "/auth/yandex/callback",
    {
      config: { access: "anyone", rateLimit },
      schema: {
        operationId: "completeYandexSignIn",
        security: noAuth,
        tags: ["auth"],
        summary:
          "Возврат с Яндекса: код обменивается на данные человека, затем /login/complete#code=… (или /login?yandex=denied|failed)",
        querystring: yandexCallbackQuerySchema,
        response: {
          302: redirectAnswer(
            "На /login/complete#code=<одноразовый код на 60 секунд> или на /login?yandex=denied|failed",
          ),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const client = configured();
      const { code, state, error } = request.query;
      if (!state) return backToLogin(reply, "failed");
      try {
        if (error || !code) {
          await endSignIn(app.db, state);
          return backToLogin(reply, error === "access_denied" ? "denied" : "failed");
        }
        const browserKey = browserKeyOf(request);
        const claimed = await claimReturn(app.db, state, browserKey);
        if (!claimed || !browserKey) {
          request.log.info(
            "Yandex ID: a callback with an unknown, used or another browser's state",
          );
          return backToLogin(reply, "failed");
        }
        const person = await client.personOf({ code, codeVerifier: claimed.codeVerifier });
        const oneTime = await recordOutcome(app.db, claimed.id, person);
        keepBrowserKey(reply, browserKey, config.publicUrl);
        return reply
          .header("cache-control", "no-store")
          .redirect(`${YANDEX_COMPLETE_PATH}#code=${oneTime}`, 302);
      } catch (failure) {
        // Yandex out of reach or refusing, or our database: the person is told and may retry.
        if (failure instanceof YandexIdError) request.log.warn(failure.message);
        else request.log.error({ err: failure }, "Yandex ID callback failed");
        return backToLogin(reply, "failed");
      }
    },
  );

  app.post(
    "/auth/yandex/exchange",
    {
      config: { access: "anyone", rateLimit },
      schema: {
        operationId: "exchangeYandexSignIn",
        security: noAuth,
        tags: ["auth"],
        summary:
          "Одноразовый код страницы /login/complete: сессия (или второй шаг входа) либо данные для регистрации и yandex_link",
        body: yandexExchangeRequestSchema,
        response: {
          200: z.union([authResponseSchema, yandexRegistrationSchema]),
          202: secondFactorChallengeSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      configured();
      const outcome = await exchangeCode(app.db, request.body.code, browserKeyOf(request));
      if (!outcome) throw badRequest(YANDEX_ID_TEXTS.codeExpired);
      dropBrowserKey(reply, config.publicUrl);
      if (outcome.kind === "registration") {
        return {
          registration: {
            full_name: outcome.fullName,
            email: outcome.email,
            phone: outcome.phone,
            yandex_link: outcome.link,
          },
        };
      }
      const user = await findUser(app.db, outcome.userId);
      if (!user) throw badRequest(YANDEX_ID_TEXTS.codeExpired);
      if (user.disabledAt) throw unauthorized(AUTH_TEXTS.accountDisabled);
      return signedInOrSecondStep(app, user, request, reply);
    },
  );
};
