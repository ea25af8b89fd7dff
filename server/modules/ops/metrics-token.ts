import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether the request carries METRICS_TOKEN as its bearer token, compared in constant time. */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
  return sameSecret(given, token);
}
