import { z } from "zod";

/** OpenAPI: the route wants the Bearer token. */
export const bearer = [{ bearer: [] }];

/** OpenAPI: a public route, said outright so a generated client sends no token. */
export const noAuth: [] = [];

/**
 * OpenAPI: a public route that reads the token when one comes (logging out; a payment's page,
 * which says more to the payer and their lawyer).
 */
export const optionalBearer: Record<string, string[]>[] = [{}, { bearer: [] }];

/**
 * Every error answer of the API: the Russian `detail`, and a `code` where a screen acts on the
 * reason (`reauthentication_required`, `second_factor_setup_required`).
 */
export const errorSchema = z.object({ detail: z.string(), code: z.string().optional() });

/** What a signed-in-only route may answer besides its own: no valid token, or not your role. */
export const refusedAnswers = { 401: errorSchema, 403: errorSchema } as const;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Некорректный идентификатор" })
    .int({ error: "Некорректный идентификатор" })
    .positive({ error: "Некорректный идентификатор" })
    // Our ids are PostgreSQL integers: a larger number is no id, not a server error.
    .max(2_147_483_647, { error: "Некорректный идентификатор" }),
});

/** The public catalogue must never be cached by a browser or proxy (spec 1 §7). */
export const NO_CACHE_HEADERS = {
  "cache-control": "no-store, no-cache, must-revalidate",
  pragma: "no-cache",
} as const;

/** Our generated ids (chats, files, payments) are UUIDs; anything else is not looked up at all. */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
