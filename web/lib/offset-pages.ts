import { type QueryKey, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";

interface OffsetPagesOptions<T> {
  queryKey: QueryKey;
  /** The page of `pageSize` items after `offset` (offset 0: the route's answer without paging). */
  fetchPage(offset: number, signal: AbortSignal): Promise<T[]>;
  pageSize: number;
  /**
   * A plain query that holds the same first page (carried by the HTML, or counted on another
   * screen): the pages start from its answer, so the first screen needs no request of its own.
   */
  firstPageKey?: QueryKey;
  refetchInterval?: number | false;
}

/**
 * A list the server answers a page at a time by `offset` and `limit` (issue 15 §2), for a screen
 * with «Показать ещё»: a full page means there may be more.
 */
export function useOffsetPages<T>(options: OffsetPagesOptions<T>) {
  const client = useQueryClient();
  const { firstPageKey } = options;
  return useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: T[], pages: T[][]) =>
      last.length < options.pageSize ? undefined : pages.reduce((n, page) => n + page.length, 0),
    initialData: firstPageKey
      ? () => {
          const first = client.getQueryData<T[]>(firstPageKey);
          return first ? { pages: [first], pageParams: [0] } : undefined;
        }
      : undefined,
    initialDataUpdatedAt: firstPageKey
      ? () => client.getQueryState(firstPageKey)?.dataUpdatedAt
      : undefined,
    refetchInterval: options.refetchInterval,
  });
}

/**
 * The items of every page read, each once: one that moved between two pages' reads (a newer item
 * pushed it down) would otherwise come twice.
 */
export function itemsOfPages<T extends { id: string | number }>(pages: readonly T[][]): T[] {
  return [...new Map(pages.flat().map((item) => [item.id, item])).values()];
}
