import { z } from "zod";
import { needsReauthentication } from "../../domain/access/reauthentication.ts";
import { API_TEXTS } from "../../domain/errors.ts";
import { errorSchema } from "./schemas.ts";

/**
 * Completes the OpenAPI document @fastify/swagger builds from the routes, once for all of them
 * (`transformObject` in server/app.ts), so that `redocly lint` (scripts/openapi-lint.ts) passes
 * without every route module repeating the same answers:
 * - `servers`: the API is served by the same origin as the docs page, so one relative server;
 * - every operation names the refusals every route can give: 400 (the error handler answers
 *   invalid input, a malformed body or query, with `{ detail }`), when it wants the Bearer
 *   token 401 and 403 (the route policy refuses another kind of account, and an account whose
 *   second factor is due, with `code: second_factor_setup_required`; decision 049), when it
 *   takes a body 413 (over the body limit), when its path has a parameter 414 (a parameter
 *   longer than the router reads), and every one 500 (an unexpected failure: a generic text,
 *   the cause is logged) and 503 (the database or the file store out of reach: try again);
 * - a body the route takes `.nullish()` may be left out: @fastify/swagger marks every body
 *   required, and such a one is not;
 * - zod's `openapi-3.0` output marks a union with a null branch `nullable` beside `anyOf`
 *   without a `type`, which OpenAPI 3.0 does not allow: the null moves into the first branch;
 * - and a nullable enum (`z.enum([...]).nullable()`) without null among its values, which by
 *   OpenAPI 3.0.3 refuses null all the same: null joins its values.
 * Nothing here changes what a route answers at run time; only how the document describes it.
 */
export function completeOpenApiDocument<T extends object>(document: T): T {
  const openapi = document as OpenApiDocument;
  if (!openapi.servers?.length) openapi.servers = [{ url: "/" }];
  for (const operations of Object.values(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      completeResponses(operation as Operation);
      markOptionalBody(operation as Operation);
    }
  }
  moveNullIntoBranch(openapi);
  listNullInNullableEnums(openapi);
  return document;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown>>;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in?: string }[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { nullable?: boolean } }>;
  };
  responses?: Record<string, unknown>;
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** `{ detail, code? }`: errorSchema (schemas.ts) itself, as the routes' own refusals show it. */
const errorContent = {
  "application/json": { schema: z.toJSONSchema(errorSchema, { target: "openapi-3.0" }) },
};

function completeResponses(operation: Operation) {
  // Each route declares its own success with its media types (a file: http/media-schemas.ts);
  // openapi.test.ts fails on one that does not.
  const responses = operation.responses ?? {};
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
  if (operation.requestBody && !("413" in responses)) {
    responses["413"] = { description: OPENAPI_TEXTS.bodyTooLarge, content: errorContent };
  }
  if (operation.requestBody && !("415" in responses)) {
    responses["415"] = { description: OPENAPI_TEXTS.unsupportedMediaType, content: errorContent };
  }
  const hasPathParameter = operation.parameters?.some((parameter) => parameter.in === "path");
  if (hasPathParameter && !("414" in responses)) {
    responses["414"] = { description: OPENAPI_TEXTS.pathTooLong, content: errorContent };
  }
  if (!("500" in responses)) {
    responses["500"] = { description: OPENAPI_TEXTS.internal, content: errorContent };
  }
  if (!("503" in responses)) {
    responses["503"] = { description: OPENAPI_TEXTS.unavailable, content: errorContent };
  }
  operation.responses = sortedByCode(responses);
}

function markOptionalBody({ requestBody }: Operation) {
  const schemas = Object.values(requestBody?.content ?? {}).map((media) => media.schema);
  if (requestBody && schemas.length && schemas.every((schema) => schema?.nullable === true)) {
    requestBody.required = false;
  }
}

/** Keeps the answers in code order, as the routes' own appear, after adding to them. */
const sortedByCode = (responses: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

/** The document's own descriptions (not answers the API sends). */
const OPENAPI_TEXTS = {
  unauthorized: "Нужен вход: токена нет или он недействителен",
  forbidden:
    "Нет прав на это действие, или сначала нужно подключить второй фактор (code: second_factor_setup_required)",
  reauthenticate:
    "Нет прав, или нужно подтвердить личность: POST /api/auth/reauthenticate (code: reauthentication_required), затем повторить",
  bodyTooLarge: "Тело запроса больше допустимого",
  unsupportedMediaType: "Тело запроса не в том формате, что описан здесь",
  pathTooLong: "Параметр пути длиннее допустимого",
  internal: "Непредвиденный сбой: общий текст, причина — в журнале сервера",
  unavailable: "База данных или хранилище файлов недоступны: повторите позже",
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function listNullInNullableEnums(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as Record<string, Json>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  for (const value of Object.values(schema)) listNullInNullableEnums(value);
}

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
