import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionOriginOf } from "../../auth/request-user.ts";
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
  return { access_token: token, token_type: "bearer" as const, user: toApiUser(user) };
}
