import { Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { AUDIT_TEXTS as T } from "../../../../domain/audit/audit.ts";
import { SEARCH_DEBOUNCE_MS } from "../../../../domain/list-search.ts";
import type { AuditFilters as AuditQueryFilters } from "../../../api/back-office-audit.ts";
import { ListPagination } from "../../../ui/list-pagination.tsx";
import { EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { AuditEntryCard } from "./audit-entry-card.tsx";
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from "./audit-filters.tsx";
import { useAuditLog } from "./use-audit-log.ts";

function queryOf(values: AuditFilterValues, search: string, page: number): AuditQueryFilters {
  return {
    entity_type: values.entityType ?? undefined,
    action: values.action ?? undefined,
    q: search.trim() || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    page,
  };
}

/**
 * «Журнал изменений» (issue 10 §7): every back-office change, newest first, with who made it
 * and what it changed. Read-only: the server offers no call that edits an entry.
 */
export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const log = useAuditLog(queryOf(filters, search, page));
  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_AUDIT_FILTERS);

  return (
    <Stack gap="lg">
      <TabHeading title={EXECUTOR_TEXTS.tabs.auditLog} lead={T.lead} />
      <AuditFilters values={filters} onChange={changeFilters} />
      {log.isPending ? (
        <LoadingState label={T.loading} />
      ) : log.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState>{filtered ? T.emptyFiltered : T.empty}</EmptyState>
      ) : (
        <Stack gap="sm" aria-busy={log.isPlaceholderData}>
          <Text size="sm" c="dimmed" role="status">
            {T.total(log.data.total)}
          </Text>
          {log.data.items.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
          <ListPagination
            total={log.data.total}
            pageSize={log.data.page_size}
            page={page}
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
