import { Group, NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { MONTH_NAMES } from "../../../domain/day-keys.ts";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { MOSCOW_TIME_ZONE } from "../../../domain/time.ts";
import type { MonthlyEarnings as MonthlyEarningsData } from "../../api/payments.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { useMonthlyEarnings } from "./use-payment-stats.ts";

/** How many years back the year picker offers. */
const YEARS_BACK = 4;

const yearFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: MOSCOW_TIME_ZONE,
  year: "numeric",
});

/** This year and a few before it, by the Moscow calendar. */
function yearChoices(shown: number): string[] {
  const current = Number(yearFormat.format(new Date()));
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => current - index);
  if (!years.includes(shown)) years.push(shown);
  return years.sort((a, b) => b - a).map(String);
}

function MonthTable({ data }: { data: MonthlyEarningsData }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped highlightOnHover tabularNums captionSide="top">
        <Table.Caption>{T.earningsByMonth}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.earningsMonth}</Table.Th>
            <Table.Th scope="col" ta="right">
              {T.earningsAmount}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {T.earningsPayments}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.monthly_breakdown.map((item) => (
            <Table.Tr
              key={item.month}
              data-testid="earnings-month"
              data-month={item.month}
              c={item.count === 0 ? "dimmed" : undefined}
            >
              <Table.Th scope="row" fw={500}>
                {MONTH_NAMES[item.month - 1] ?? item.month_name}
              </Table.Th>
              <Table.Td ta="right">{formatAmount(item.amount)}</Table.Td>
              <Table.Td ta="right">{item.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The year's total and its months, empty ones too (spec 3 §2); earlier years on request. */
export function MonthlyEarnings() {
  const [year, setYear] = useState<number | null>(null);
  const monthly = useMonthlyEarnings(year);
  if (monthly.isPending) return <LoadingState label={T.earningsLoading} />;
  if (monthly.isError) {
    return (
      <LoadFailedAlert
        title={T.earningsLoadFailed}
        error={monthly.error}
        onRetry={() => void monthly.refetch()}
      />
    );
  }
  const data = monthly.data;
  return (
    <Stack
      gap="md"
      aria-busy={monthly.isPlaceholderData}
      style={{ opacity: monthly.isPlaceholderData ? 0.6 : 1 }}
    >
      <Group justify="space-between" align="flex-end">
        <Paper
          withBorder
          radius="lg"
          p="lg"
          data-testid="earnings-year-total"
          data-year={data.year}
          style={{ flex: "1 1 260px" }}
        >
          <Title order={3} size="h5" c="dimmed">
            {T.earningsYear(data.year)}
          </Title>
          <Text fz={28} fw={800} lh={1.25} style={{ fontVariantNumeric: "tabular-nums" }}>
            {formatAmount(data.total_amount)}
          </Text>
          <Text size="sm" c="dimmed">
            {T.earningsCount(data.total_count)}
          </Text>
        </Paper>
        <NativeSelect
          label={T.earningsYearLabel}
          data={yearChoices(data.year)}
          value={String(year ?? data.year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          w={120}
        />
      </Group>
      <MonthTable data={data} />
    </Stack>
  );
}
