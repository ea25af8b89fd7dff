import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { API_TEXTS } from "../../domain/errors.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { AppError } from "../errors.ts";

const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The one place errors become HTTP answers: always `{ detail }` in Russian (with a `code` where a
 * screen must act on the reason, AppError's). Validation errors
 * carry the schema's own Russian message; a 5xx never leaks its cause, it is logged instead.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    return reply
      .code(error.status)
      .send(error.code ? { detail: error.detail, code: error.code } : { detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const message = first?.message;
    // zod's own English defaults start with "Invalid"/"Expected"; our schemas speak Russian.
    const detail = message && /[а-яё]/i.test(message) ? message : API_TEXTS.badRequest;
    return reply.code(400).send({ detail });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({ detail: API_TEXTS.tooManyRequests });
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type).
    const detail =
      status === 413
        ? "Слишком большой запрос"
        : status === 415
          ? "Неподдерживаемый формат запроса"
          : API_TEXTS.badRequest;
    return reply.code(status).send({ detail });
  }
  if (isDatabaseUnavailable(error)) {
    // A database restart or a network cut: the client may try again shortly; nothing was saved.
    request.log.warn({ err: error }, "database unavailable");
    return reply
      .code(503)
      .header("retry-after", String(UNAVAILABLE_RETRY_SECONDS))
      .send({ detail: API_TEXTS.unavailable });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.code(500).send({ detail: API_TEXTS.internal });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ detail: API_TEXTS.notFound });
}
