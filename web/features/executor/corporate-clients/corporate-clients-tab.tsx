import { Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "../../../../domain/list-search.ts";
import { ListPagination } from "../../../ui/list-pagination.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { CorporateClientCard } from "./corporate-client-card.tsx";
import { CORPORATE_CLIENTS_TEXTS as T } from "./corporate-clients-texts.ts";
import { useCorporateClients } from "./use-corporate-clients.ts";

/**
 * «Корпоративные клиенты» (spec 3): sole traders and companies with search and pages; a client
 * opens their cabinet in executor mode, read-only.
 */
export function CorporateClientsTab() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCorporateClients({ q: q || undefined, page });

  return (
    <Stack gap="lg" data-testid="corporate-clients-tab">
      <TabHeading title={T.title} lead={T.lead} />
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
      />
      {list.isPending ? (
        <LoadingState label={T.loading} />
      ) : list.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState testId="corporate-clients-empty">{q ? T.nothingFound : T.empty}</EmptyState>
      ) : (
        <Stack gap="sm" aria-busy={list.isPlaceholderData}>
          <CardList label={T.title}>
            {list.data.items.map((client) => (
              <CorporateClientCard key={client.id} client={client} />
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
    </Stack>
  );
}
