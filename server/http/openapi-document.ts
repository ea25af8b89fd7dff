import { needsReauthentication } from "../../domain/access/reauthentication.ts";
import { API_TEXTS } from "../../domain/errors.ts";

/**
 * Completes the OpenAPI document @fastify/swagger builds from the routes, once for all of them
 * (`transformObject` in server/app.ts), so that `redocly lint` (scripts/openapi-lint.ts) passes
 * without every route module repeating the same answers:
 * - `servers`: the API is served by the same origin as the docs page, so one relative server;
 * - every operation names a success: a route that answers a file or an event stream has no
 *   response schema for it, and its 200 is described here;
 * - every operation names the refusals every route can give: 400 (the error handler answers
 *   invalid input, a malformed body or query, with `{ detail }`) and, when it wants the Bearer
 *   token, 401 and 403 (the route policy refuses another kind of account, and an account whose
 *   second factor is due, with `code: second_factor_setup_required`; decision 049);
 * - zod's `openapi-3.0` output marks a union with a null branch `nullable` beside `anyOf`
 *   without a `type`, which OpenAPI 3.0 does not allow: the null moves into the first branch.
 * Nothing here changes what a route answers at run time; only how the document describes it.
 */
export function completeOpenApiDocument<T extends object>(document: T): T {
  const openapi = document as OpenApiDocument;
  if (!openapi.servers?.length) openapi.servers = [{ url: "/" }];
  for (const operations of Object.values(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (HTTP_METHODS.has(method)) completeResponses(operation as Operation);
    }
  }
  moveNullIntoBranch(openapi);
  return document;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown>>;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** `{ detail, code? }`, as errorSchema (schemas.ts) appears in the document. */
const errorContent = {
  "application/json": {
    schema: {
      type: "object",
      properties: { detail: { type: "string" }, code: { type: "string" } },
      required: ["detail"],
      additionalProperties: false,
    },
  },
};

function completeResponses(operation: Operation) {
  const responses = operation.responses ?? {};
  const codes = Object.keys(responses);
  if (!codes.some((code) => code.startsWith("2"))) {
    responses["200"] = { description: OPENAPI_TEXTS.successWithoutSchema };
  }
  if (!("400" in responses)) {
    responses["400"] = { description: API_TEXTS.badRequest, content: errorContent };
  }
  const wantsToken = operation.security?.some((requirement) => "bearer" in requirement) ?? false;
  if (wantsToken && !("401" in responses)) {
    responses["401"] = { description: OPENAPI_TEXTS.unauthorized, content: errorContent };
  }
  if (wantsToken && !("403" in responses)) {
    responses["403"] = { description: OPENAPI_TEXTS.forbidden, content: errorContent };
  }
  if (needsReauthentication(operation.operationId)) {
    responses["403"] = { description: OPENAPI_TEXTS.reauthenticate, content: errorContent };
  }
  operation.responses = sortedByCode(responses);
}

/** Keeps the answers in code order, as the routes' own appear, after adding to them. */
const sortedByCode = (responses: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

/** The document's own descriptions (not answers the API sends). */
const OPENAPI_TEXTS = {
  successWithoutSchema: "Успешный ответ: файл или поток событий, без JSON-схемы",
  unauthorized: "Нужен вход: токена нет или он недействителен",
  forbidden:
    "Нет прав на это действие, или сначала нужно подключить второй фактор (code: second_factor_setup_required)",
  reauthenticate:
    "Нет прав, или нужно подтвердить личность: POST /api/auth/reauthenticate (code: reauthentication_required), затем повторить",
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function moveNullIntoBranch(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) moveNullIntoBranch(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as Record<string, Json>;
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && !("type" in schema) && Array.isArray(branches)) {
    // One branch, not all: under oneOf a null that matched two branches would match none.
    const typed = branches.find(
      (branch): branch is Record<string, Json> =>
        typeof branch === "object" && branch !== null && !Array.isArray(branch) && "type" in branch,
    );
    if (typed) {
      typed.nullable = true;
      delete schema.nullable;
    }
  }
  for (const value of Object.values(schema)) moveNullIntoBranch(value);
}
