import { Button, Stack, Text } from "@mantine/core";
import { PAGING_TEXTS } from "../../domain/paging.ts";

/** What a paged list's query tells its «Показать ещё» (useInfiniteQuery's own fields). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * «Показать ещё» under a paged list, while the last page read was full: the next page is read and
 * added below. A failed read says so under the button, which tries again.
 */
export function ShowMoreButton({ pages }: { pages: MorePages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Stack gap={4} align="center">
      <Button
        variant="default"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
        data-testid="show-more"
      >
        {PAGING_TEXTS.showMore}
      </Button>
      {pages.isFetchNextPageError && !pages.isFetchingNextPage ? (
        <Text size="sm" c="red.8" role="alert">
          {PAGING_TEXTS.showMoreFailed}
        </Text>
      ) : null}
    </Stack>
  );
}
