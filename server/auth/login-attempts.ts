import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUTH_TEXTS } from "../../domain/users/auth-texts.ts";
import { AppError } from "../errors.ts";

export interface LoginAttempts {
  /** Counts one attempt (a password tried, a wrong code); 429 past the limit. */
  count(request: FastifyRequest): Promise<void>;
  /** 429 when the limit is used up, counting nothing (a right code is no attempt). */
  check(request: FastifyRequest): Promise<void>;
}

/**
 * The login's limit, shared by its two steps: AUTH_RATE_LIMIT_MAX per window per address for a
 * password tried or a wrong second-factor code alike, so guessing codes costs the same budget as
 * guessing passwords (issue 27 §5). Kept in the rate limiter's store (Redis with REDIS_URL).
 */
export function loginAttempts(app: FastifyInstance): LoginAttempts {
  const { config } = app;
  const limit = app.createRateLimit({
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    // Its own key space in the shared store: the plugin names a created limiter by no route.
    keyGenerator: (request) => `login:${request.ip}`,
  });
  const refuse = () => new AppError(429, AUTH_TEXTS.tooManyAttempts);
  return {
    async count(request) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw refuse();
    },
    async check(request) {
      const result = await limit(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw refuse();
    },
  };
}
