import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The counter key of an address: a hash of its lower-cased form, so the shared store (Redis)
 * never holds the address in clear.
 */
export const addressKey = (purpose: string, email: string) =>
  `${purpose}:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;

export interface CountedLimit {
  /** Counts one more; false once the count is past the limit. */
  take(request: FastifyRequest): Promise<boolean>;
  /** Whether the limit is reached, without counting. */
  reached(request: FastifyRequest): Promise<boolean>;
}

/**
 * A limit asked directly rather than by a route's `config.rateLimit` (the plugin runs one per
 * request, and these key by the body or count outcomes): `max` per `timeWindowMs` per key, in
 * the app's rate-limit store, shared by the instances through Redis.
 */
export function countedLimit(
  app: Pick<FastifyInstance, "createRateLimit">,
  options: { max: number; timeWindowMs: number; key: (request: FastifyRequest) => string },
): CountedLimit {
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: options.key,
  });
  return {
    async take(request) {
      const verdict = await limit(request);
      return verdict.isAllowed || !verdict.isExceeded;
    },
    async reached(request) {
      const verdict = await limit(request, { increment: false });
      return !verdict.isAllowed && verdict.remaining === 0;
    },
  };
}
