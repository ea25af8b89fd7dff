/** Paged lists: one query shape and one answer shape per kind of paging. */
import { z } from "zod";
import { PAGE_OFFSET_MAX, PAGING_TEXTS } from "./paging.ts";

const invalid = { error: PAGING_TEXTS.invalid };
const whole = () => z.coerce.number(invalid).int(invalid);

/** `page` from 1 and `page_size` up to `max`, as query-string numbers (lists with a total). */
export function pageQueryShape(defaultSize: number, max: number) {
  const counting = whole().min(1, invalid);
  return {
    page: counting.default(1),
    page_size: counting.max(max, invalid).default(defaultSize),
  };
}

/**
 * `offset` (items to skip) and `limit` up to `max`, for lists whose answer stays a bare array: a
 * route that always answered the whole list gets these as optional parameters, so a caller that
 * sends none gets the first `defaultLimit` items, as before.
 */
export function offsetQueryShape(defaultLimit: number, max: number) {
  return {
    offset: whole().min(0, invalid).max(PAGE_OFFSET_MAX, invalid).default(0),
    limit: whole().min(1, invalid).max(max, invalid).default(defaultLimit),
  };
}

/** One page of `item`s with the total the filters match. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
