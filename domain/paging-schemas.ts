/** Paged lists of the cabinet (audit log, consent log): one query shape and one answer shape. */
import { z } from "zod";

const PAGE_TEXTS = { invalid: "Некорректный номер или размер страницы" } as const;

/** `page` from 1 and `page_size` up to `max`, as query-string numbers. */
export function pageQueryShape(defaultSize: number, max: number) {
  const whole = z.coerce
    .number({ error: PAGE_TEXTS.invalid })
    .int({ error: PAGE_TEXTS.invalid })
    .min(1, { error: PAGE_TEXTS.invalid });
  return {
    page: whole.default(1),
    page_size: whole.max(max, { error: PAGE_TEXTS.invalid }).default(defaultSize),
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
