import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SESSION_TEXTS as T } from "../../../domain/users/second-factor.ts";
import {
  sessionListSchema,
  sessionsEndedSchema,
} from "../../../domain/users/second-factor-schemas.ts";
import { requireUser } from "../../auth/request-user.ts";
import { deleteOwnSession, listSessions } from "../../auth/session-list.ts";
import { announceRevoked, deleteOtherSessions } from "../../auth/sessions.ts";
import { notFound } from "../../errors.ts";
import { bearer, errorSchema, idParamsSchema } from "../../http/schemas.ts";

/**
 * The account's own sessions (issue 27 §5): the list with device, address and last use, ending
 * one of them, and ending all but this one. Every query is scoped to the caller's account: an id
 * of another person's session is answered like a missing one.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/sessions",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listSessions",
        tags: ["auth"],
        summary: "Активные сеансы аккаунта: устройство, IP, последняя активность; текущий отмечен",
        security: bearer,
        response: { 200: sessionListSchema, 401: errorSchema },
      },
    },
    async (request) => listSessions(app.db, requireUser(request).id, request.sessionId),
  );

  app.delete(
    "/auth/sessions/:id",
    {
      config: { access: "signed-in", object: "auth-session" },
      schema: {
        operationId: "endSession",
        tags: ["auth"],
        summary: "Завершить один сеанс своего аккаунта",
        security: bearer,
        params: idParamsSchema,
        response: {
          200: sessionsEndedSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tokenHash = await deleteOwnSession(app.db, user.id, request.params.id);
      if (!tokenHash) throw notFound(T.notFound);
      await announceRevoked(app.events, [tokenHash]);
      return { message: T.ended, ended: 1 };
    },
  );

  app.post(
    "/auth/sessions/end-others",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "endOtherSessions",
        tags: ["auth"],
        summary: "Выйти на других устройствах: завершить все сеансы, кроме текущего",
        security: bearer,
        response: { 200: sessionsEndedSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const revoked = await deleteOtherSessions(app.db, user.id, request.authToken ?? undefined);
      await announceRevoked(app.events, revoked);
      return { message: T.othersEnded(revoked.length), ended: revoked.length };
    },
  );
};
