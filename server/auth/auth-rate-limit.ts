import { AUTH_TEXTS } from "../../domain/users/auth-texts.ts";
import type { Config } from "../config.ts";
import { AppError } from "../errors.ts";

/**
 * The limit of every route that checks a secret (a password, a mailed token): like the login,
 * AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS per address, with a Russian 429.
 */
export function authRateLimit(
  config: Pick<Config, "AUTH_RATE_LIMIT_MAX" | "AUTH_RATE_LIMIT_WINDOW_SECONDS">,
) {
  return {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    errorResponseBuilder: () => new AppError(429, AUTH_TEXTS.tooManyAttempts),
  };
}
