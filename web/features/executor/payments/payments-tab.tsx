import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { BILLING_TEXTS } from "../../../../domain/billing/billing.ts";
import { SEARCH_DEBOUNCE_MS } from "../../../../domain/list-search.ts";
import { formatAmount } from "../../../../domain/money.ts";
import {
  EARNINGS_PERIOD_LABELS,
  EARNINGS_PERIODS,
  PAYMENT_TEXTS as T,
} from "../../../../domain/payments/payments.ts";
import type {
  EarningsStats,
  ExecutorPayment,
  ExecutorPaymentsQueryInput,
} from "../../../api/payments.ts";
import { ListPagination } from "../../../ui/list-pagination.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { BillingDocumentsList } from "../../billing/billing-documents-list.tsx";
import { FirmRequisitesNotice } from "../../billing/firm-requisites-notice.tsx";
import { PaymentCard } from "./payment-card.tsx";
import {
  NO_PAYMENT_FILTERS,
  PaymentFilters,
  type PaymentFilterValues,
} from "./payment-filters.tsx";
import { RefundDialog } from "./refund-dialog.tsx";
import { useExecutorPayments } from "./use-executor-payments.ts";

function queryOf(values: PaymentFilterValues, search: string, page: number) {
  return {
    status: values.status ?? undefined,
    kind: values.kind ?? undefined,
    q: search.trim() || undefined,
    page,
  } satisfies ExecutorPaymentsQueryInput;
}

/** The earnings tab's four figures, from the same server query (they always agree). */
function Totals({ totals }: { totals: EarningsStats }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" data-testid="payments-totals">
      {EARNINGS_PERIODS.map((period) => (
        <Stack key={period} gap={0} data-period={period}>
          <Text size="sm" c="dimmed" fw={600}>
            {EARNINGS_PERIOD_LABELS[period]}
          </Text>
          <Text fw={800} style={{ fontVariantNumeric: "tabular-nums" }}>
            {formatAmount(totals[period].amount)}
          </Text>
          <Text size="xs" c="dimmed">
            {T.earningsCount(totals[period].count)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * «Платежи» (issue 11 §1): every payment with who paid and their chat, newest first, so money
 * from a guest who paid in the catalogue is never money from no one.
 */
export function PaymentsTab() {
  const [filters, setFilters] = useState<PaymentFilterValues>(NO_PAYMENT_FILTERS);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const list = useExecutorPayments(queryOf(filters, search, page));
  const changeFilters = (next: PaymentFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_PAYMENT_FILTERS);
  const [refunding, setRefunding] = useState<ExecutorPayment | null>(null);

  return (
    <Stack gap="lg">
      <TabHeading title={T.paymentsTitle} />
      {list.data ? <Totals totals={list.data.totals} /> : null}
      <PaymentFilters values={filters} onChange={changeFilters} />
      {list.isPending ? (
        <LoadingState label={T.paymentsLoading} />
      ) : list.isError ? (
        <LoadFailedAlert
          title={T.paymentsLoadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState testId="payments-empty">
          {filtered ? T.paymentsNothingFound : T.paymentsEmpty}
        </EmptyState>
      ) : (
        <Stack gap="sm" aria-busy={list.isPlaceholderData}>
          <CardList label={T.paymentsTitle}>
            {list.data.items.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} onRefund={setRefunding} />
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
      <Stack gap="sm" component="section" aria-label={BILLING_TEXTS.tab}>
        <Title order={3}>{BILLING_TEXTS.tab}</Title>
        <FirmRequisitesNotice />
        <BillingDocumentsList filter={{ limit: 20 }} showClient />
      </Stack>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
