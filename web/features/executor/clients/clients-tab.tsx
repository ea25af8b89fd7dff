import { Group, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import {
  CLIENT_SORT_LABELS,
  CLIENT_SORTS,
  type ClientSort,
  CLIENT_TEXTS as T,
} from "../../../../domain/clients/clients.ts";
import { SEARCH_DEBOUNCE_MS } from "../../../../domain/list-search.ts";
import type { ClientListItem } from "../../../api/clients.ts";
import { ListPagination } from "../../../ui/list-pagination.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { ClientCard } from "./client-card.tsx";
import { ClientStatsCards } from "./client-stats-cards.tsx";
import { DeleteClientDialog } from "./delete-client-dialog.tsx";
import { useClients } from "./use-clients.ts";

/**
 * «Клиенты» (spec 3 §2, issue 13 §1): the stats, a search that waits 300 ms after the last key,
 * the order by registration date, pages, and deleting a client with everything of theirs after a
 * confirmation that says what goes.
 */
export function ClientsTab() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ClientSort>("newest");
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ClientListItem | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useClients({ search: debounced || undefined, sort, page });

  return (
    <Stack gap="lg" data-testid="clients-tab">
      <TabHeading title={T.title} lead={T.lead} />
      <ClientStatsCards />
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          type="search"
          style={{ flex: "1 1 16rem" }}
        />
        <SegmentedControl
          aria-label={T.sortLabel}
          value={sort}
          onChange={(value) => {
            setSort(value as ClientSort);
            setPage(1);
          }}
          data={CLIENT_SORTS.map((value) => ({ value, label: CLIENT_SORT_LABELS[value] }))}
        />
      </Group>
      {list.isPending ? (
        <LoadingState label={T.loading} />
      ) : list.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState testId="clients-empty">{debounced ? T.nothingFound : T.empty}</EmptyState>
      ) : (
        <Stack gap="sm" aria-busy={list.isPlaceholderData}>
          <CardList label={T.title}>
            {list.data.items.map((client) => (
              <ClientCard key={client.id} client={client} onDelete={setDeleting} />
            ))}
          </CardList>
          <ListPagination
            total={list.data.total}
            pageSize={list.data.page_size}
            page={page}
            onChange={setPage}
          />
        </Stack>
      )}
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
