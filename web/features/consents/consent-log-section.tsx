import { Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import {
  CONSENT_CONTEXT_LABELS,
  CONSENT_CONTEXTS,
  type ConsentContext,
  CONSENT_TEXTS as T,
} from "../../../domain/consents/consents.ts";
import { SEARCH_DEBOUNCE_MS } from "../../../domain/list-search.ts";
import { ConsentList } from "./consent-list.tsx";

/** «Журнал согласий» (issue 10 §6): the whole log with a search by name, e-mail or phone. */
export function ConsentLogSection() {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [context, setContext] = useState<ConsentContext | null>(null);
  const filtered = q !== "" || context !== null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="consent-log-title">
      <Title order={3} size="h4" id="consent-log-title">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.lead}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={T.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: "1 1 240px" }}
          type="search"
        />
        <Select
          label={T.contextFilter}
          data={[
            { value: "", label: T.allContexts },
            ...CONSENT_CONTEXTS.map((value) => ({ value, label: CONSENT_CONTEXT_LABELS[value] })),
          ]}
          value={context ?? ""}
          onChange={(value) => setContext((value || null) as ConsentContext | null)}
          allowDeselect={false}
          style={{ flex: "0 1 220px" }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <ConsentList
        filters={{ ...(q ? { q } : {}), ...(context ? { context } : {}) }}
        emptyText={filtered ? T.emptyFiltered : T.empty}
      />
    </Stack>
  );
}
