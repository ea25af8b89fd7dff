import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AUTH_TEXTS } from "../../domain/users/auth-texts.ts";
import { isExecutorRole } from "../../domain/users/users.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { findSession, type SessionOrigin, touchSession, type UserRow } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null; set before every handler from the Bearer token. */
    user: UserRow | null;
    /** The raw token of this request, kept for logout. */
    authToken: string | null;
    /** True when a token came but matched no live session. */
    authTokenRejected: boolean;
    /** When the session of this request's token ends (null without one). */
    sessionExpiresAt: Date | null;
    /** The id of this request's session (null without one): the list marks it «Этот сеанс». */
    sessionId: number | null;
    /** Until when this session's latest re-authentication holds (reauthentication.ts). */
    reauthenticatedUntil: Date | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the Bearer token once per request; requests without one cost no query. Before
 * validation, so a route can refuse a stranger before it says anything about their input.
 */
export const requestUserPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.decorateRequest("authToken", null);
  app.decorateRequest("authTokenRejected", false);
  app.decorateRequest("sessionExpiresAt", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("reauthenticatedUntil", null);
  app.addHook("preValidation", async (request) => {
    const token = bearerToken(request);
    if (!token || token.length > 200) return;
    request.authToken = token;
    const session = await findSession(app.db, token);
    request.user = session?.user ?? null;
    request.sessionExpiresAt = session?.expiresAt ?? null;
    request.sessionId = session?.id ?? null;
    request.reauthenticatedUntil = session?.reauthenticatedUntil ?? null;
    request.authTokenRejected = session === null;
    if (session) await touchSession(app.db, session, request.ip);
  });
});

export function requireUser(request: FastifyRequest): UserRow {
  if (request.user) return request.user;
  throw unauthorized(
    request.authTokenRejected ? AUTH_TEXTS.sessionExpired : AUTH_TEXTS.notAuthenticated,
  );
}

/** Executors and admins (an admin can do everything an executor can). */
export function requireExecutor(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isExecutorRole(user.role)) throw forbidden(AUTH_TEXTS.forbidden);
  return user;
}

/** The administrator alone: what decides where clients' money goes (payment settings). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireExecutor(request);
  if (user.role !== "admin") throw forbidden(AUTH_TEXTS.forbidden);
  return user;
}

/** The device and address a new session is opened from, for the owner's list of sessions. */
export function sessionOriginOf(request: FastifyRequest): SessionOrigin {
  return { userAgent: request.headers["user-agent"], ip: request.ip };
}
