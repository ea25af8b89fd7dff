import { z } from "zod";

/** Every error answer of the API. */
export const errorSchema = z.object({ detail: z.string() });

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: "Некорректный идентификатор" }).int().positive({
    error: "Некорректный идентификатор",
  }),
});

/** The public catalogue must never be cached by a browser or proxy (spec 1 §7). */
export const NO_CACHE_HEADERS = {
  "cache-control": "no-store, no-cache, must-revalidate",
  pragma: "no-cache",
} as const;
