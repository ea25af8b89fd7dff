import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The security headers of every answer (Content-Security-Policy, HSTS, X-Frame-Options and the
 * rest), as helmet writes them for `options` — computed once at start-up, not per request.
 *
 * Why not @fastify/helmet: it builds a new helmet middleware for every request, which parses and
 * stringifies the whole CSP each time — 13% of the app's CPU under load on GET /api/health
 * (issue 49 §2). The headers never depend on the request here, so they are a constant object that
 * one synchronous hook hands to each reply; a route may still replace one (a file's own CSP).
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/** Every answer of `app` (routes, 404s and errors alike) carries the headers. */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
