import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessionOriginOf } from "../../auth/request-user.ts";
import { openLoginChallenge } from "../../auth/second-factor/login-challenge.ts";
import { hasSecondFactor } from "../../auth/second-factor/second-factor.ts";
import { createSession, type UserRow } from "../../auth/sessions.ts";
import { toApiUser } from "./service.ts";

/**
 * A new session for `user`, remembering the device it was opened from: the answer of every way in
 * (login, registration, the second step, an accepted staff invitation).
 */
export async function signedIn(app: FastifyInstance, user: UserRow, request: FastifyRequest) {
  const token = await createSession(
    app.db,
    user.id,
    app.config.SESSION_TTL_DAYS,
    sessionOriginOf(request),
  );
  return { access_token: token, token_type: "bearer" as const, user: toApiUser(user, app.config) };
}

/**
 * The end of every first step of a sign-in (a password, an SMS code, Yandex ID): the session, or,
 * for an account with a second factor, 202 and the challenge its code answers
 * (POST /auth/login/second-factor). Whatever stood for the password, the factor is still asked.
 */
export async function signedInOrSecondStep(
  app: FastifyInstance,
  user: UserRow,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (await hasSecondFactor(app.db, user.id)) {
    return reply.code(202).send(await openLoginChallenge(app.db, user.id));
  }
  return signedIn(app, user, request);
}
