import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ConsentQueryRequest } from "../../../domain/consents/consent-schemas.ts";
import { CONSENT_PAGE_SIZE, CONSENT_TEXTS as T } from "../../../domain/consents/consents.ts";
import { ListPagination } from "../../ui/list-pagination.tsx";
import { CardList } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ConsentCard } from "./consent-card.tsx";
import { useConsents } from "./use-consents.ts";

interface ConsentListProps {
  /** The filters (a person, a search); the page is the list's own. */
  filters: Omit<ConsentQueryRequest, "page" | "page_size">;
  /** What an empty log says: without filters, with them, or for one client. */
  emptyText: string;
}

/** The consent log as pages of cards, newest first, with loading, error and empty states. */
export function ConsentList({ filters, emptyText }: ConsentListProps) {
  const [page, setPage] = useState(1);
  // A new search starts from its first page.
  const filterKey = JSON.stringify(filters);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setPage(1);
  }
  const consents = useConsents({ ...filters, page, page_size: CONSENT_PAGE_SIZE });

  if (consents.isPending) return <LoadingState label={T.loading} />;
  if (consents.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={consents.error}
        onRetry={() => void consents.refetch()}
      />
    );
  }
  const { items, total } = consents.data;
  if (total === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm" aria-busy={consents.isFetching}>
      <Text size="sm" c="dimmed">
        {T.total(total)}
      </Text>
      <CardList label={T.title}>
        {items.map((entry) => (
          <ConsentCard key={entry.id} entry={entry} />
        ))}
      </CardList>
      <ListPagination total={total} pageSize={CONSENT_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}
