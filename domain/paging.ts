/**
 * Paged lists (issue 15 §2: no route answers an unbounded list): the texts shared by the server's
 * query schemas (paging-schemas.ts) and the screens. Plain constants, so the web bundle carries no
 * zod.
 */
export const PAGING_TEXTS = {
  /** `page`/`page_size` and `offset`/`limit` alike: the 400 detail of a bad paging parameter. */
  invalid: "Некорректный номер или размер страницы",
  showMore: "Показать ещё",
  showMoreFailed: "Не удалось загрузить продолжение списка. Попробуйте ещё раз.",
} as const;

/**
 * How far `offset` may reach. A deeper offset makes the database walk past every row before it,
 * and no screen pages that far (a list so long is searched or filtered instead).
 */
export const PAGE_OFFSET_MAX = 100_000;

/** A window of a list in its order: skip `offset` items, take up to `limit`. */
export interface OffsetPage {
  offset: number;
  limit: number;
}

/** A count read from a first page: «1000+» when the page is full (there may be more). */
export const pageCountLabel = (count: number, pageSize: number): number | string =>
  count >= pageSize ? `${count}+` : count;
