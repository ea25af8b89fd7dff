import { Loader, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { SEARCH_QUERY_MAX, SEARCH_TEXTS as T } from "../../../domain/search/search.ts";
import { EmptyState } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { TabHeading } from "../../ui/tab-heading.tsx";
import type { SearchLinks } from "./search-links.ts";
import { hitCount, SearchResults } from "./search-results.tsx";
import { useSearch } from "./use-search.ts";

/**
 * «Поиск» of a cabinet (issue 14 §4): one field, and what it finds grouped under headings, each
 * hit a link to where it is. The executor's finds every chat, the catalogue and the articles; the
 * client's only their own chats and archive (the server decides, whatever this screen asks).
 */
export function SearchPanel({
  scope,
  links,
}: {
  scope: "executor" | "client";
  links: SearchLinks;
}) {
  const { text, setText, asked, results } = useSearch();
  const executor = scope === "executor";
  const total = results.data ? hitCount(results.data) : 0;

  let body: React.ReactNode;
  if (!asked) {
    body = (
      <Text size="sm" c="dimmed">
        {T.hint}
      </Text>
    );
  } else if (results.isPending) {
    body = <LoadingState label={T.searching} />;
  } else if (results.isError) {
    body = (
      <LoadFailedAlert
        title={T.failed}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (total === 0) {
    body = <EmptyState testId="search-empty">{T.nothingFound(results.data.query)}</EmptyState>;
  } else {
    body = <SearchResults results={results.data} links={links} />;
  }

  return (
    <Stack gap="lg" data-testid="search-panel">
      <TabHeading title={T.title} lead={executor ? T.executorLead : T.clientLead} />
      <TextInput
        label={T.label}
        placeholder={executor ? T.executorPlaceholder : T.clientPlaceholder}
        leftSection={<IconSearch size={16} />}
        rightSection={results.isFetching && !results.isPending ? <Loader size="xs" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={SEARCH_QUERY_MAX}
        type="search"
        // The tab exists to type into this field; back from a hit, the results are what matters.
        autoFocus={!asked}
      />
      <div aria-busy={results.isFetching}>{body}</div>
      <VisuallyHidden role="status" aria-live="polite">
        {asked && results.data && !results.isFetching ? T.found(total) : ""}
      </VisuallyHidden>
    </Stack>
  );
}
