import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  reauthenticationRequestSchema,
  reauthenticationSchema,
} from "../../../domain/access/reauthentication-schemas.ts";
import { SECOND_FACTOR_TEXTS } from "../../../domain/users/second-factor.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import {
  checkProof,
  openReauthenticationWindow,
  proofDepsOf,
} from "../../auth/reauthentication.ts";
import { requireUser } from "../../auth/request-user.ts";
import { badRequest } from "../../errors.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";

/**
 * `POST /api/auth/reauthenticate` (issue 43 §1, decision 049): the password, and the second
 * factor's code when it is on, open this session's window for what grants power or moves money.
 * The screens call it from their dialog when an action answered `reauthentication_required`.
 */
export const reauthenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    "/auth/reauthenticate",
    {
      config: { access: "signed-in", rateLimit: authRateLimit(config) },
      schema: {
        operationId: "reauthenticate",
        tags: ["auth"],
        summary:
          "Подтвердить личность паролем (и кодом второго фактора, если он включён): 10 минут этот сеанс может менять сотрудников, деньги и удалять данные",
        security: bearer,
        body: reauthenticationRequestSchema,
        response: {
          200: reauthenticationSchema,
          400: errorSchema,
          ...refusedAnswers,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const checked = await checkProof(proofDepsOf(app), request, user, request.body);
      if (checked === "code-missing") throw badRequest(SECOND_FACTOR_TEXTS.codeRequired);
      const until = await openReauthenticationWindow(app.db, request);
      reply.header("cache-control", "no-store");
      return { reauthenticated_until: until.toISOString() };
    },
  );
};
