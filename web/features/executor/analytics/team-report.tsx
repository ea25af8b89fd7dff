import { BarChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { ANALYTICS_TEXTS } from "../../../../domain/analytics/analytics.ts";
import { SLA_PERIODS, type SlaPeriod, SLA_TEXTS as T } from "../../../../domain/sla/sla.ts";
import { analyticsApi, type SlaReport } from "../../../api/analytics.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";

const PERIOD_CHOICES = SLA_PERIODS.map((days) => ({
  value: String(days),
  label: ANALYTICS_TEXTS.days(days),
}));

type Figures = SlaReport["total"];

const minutes = (value: number | null) => (value === null ? T.noValue : String(Math.round(value)));
const share = (value: number | null) =>
  value === null ? T.noValue : `${Math.round(value * 100)}%`;
const rating = (figures: Figures) =>
  figures.rating_average === null
    ? T.noValue
    : `${figures.rating_average.toFixed(1).replace(".", ",")} (${figures.ratings})`;

/**
 * «Команда» in «Аналитика» (issue 30 §4): per lawyer and for the team, the first answers' median
 * and 90th percentile in working minutes, the share within the target and the clients' ratings,
 * for 7, 14 or 30 days; the medians as a bar chart, every figure in the table.
 */
export function TeamReport() {
  const titleId = useId();
  const [days, setDays] = useState<SlaPeriod>(7);
  const report = useQuery({
    queryKey: cabinetQueryKeys.analytics("team", days),
    queryFn: ({ signal }) => analyticsApi.team(days, signal),
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (report.isPending) body = <LoadingState label={ANALYTICS_TEXTS.loading} />;
  else if (report.isError && !report.data) {
    body = (
      <LoadFailedAlert
        title={T.teamLoadError}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (report.data.total.chats === 0 && report.data.total.ratings === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="team-empty">
        {T.teamEmpty}
      </Text>
    );
  } else body = <TeamFigures report={report.data} busy={report.isPlaceholderData} />;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      data-testid="team-report"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {T.teamTitle}
          </Title>
          <SegmentedControl
            aria-label={T.periodLabel}
            value={String(days)}
            onChange={(value) => setDays(Number(value) as SlaPeriod)}
            data={PERIOD_CHOICES}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {T.teamLead}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

function TeamFigures({ report, busy }: { report: SlaReport; busy: boolean }) {
  const chart = report.lawyers
    .filter((line) => line.median_minutes !== null)
    .map((line) => ({ lawyer: line.full_name, median: line.median_minutes ?? 0 }));
  return (
    <Stack gap="sm" aria-busy={busy}>
      {chart.length > 0 ? (
        <BarChart
          h={Math.max(120, chart.length * 44)}
          data={chart}
          dataKey="lawyer"
          orientation="vertical"
          series={[{ name: "median", label: T.columns.median, color: "navy.6" }]}
          role="img"
          aria-label={T.chartLabel}
          yAxisProps={{ width: 140 }}
          data-testid="team-chart"
        />
      ) : null}
      {/* On a phone the table scrolls sideways inside its own box, reachable by keyboard. */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} aria-label={T.teamTitle}>
        <Table striped withTableBorder fz="sm" data-testid="team-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columns.lawyer}</Table.Th>
              <Table.Th>{T.columns.chats}</Table.Th>
              <Table.Th>{T.columns.median}</Table.Th>
              <Table.Th>{T.columns.p90}</Table.Th>
              <Table.Th>{T.columns.met}</Table.Th>
              <Table.Th>{T.columns.rating}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...report.lawyers, { id: -1, full_name: T.total, ...report.total }].map((line) => (
              <Table.Tr key={line.id ?? "queue"} fw={line.id === -1 ? 700 : undefined}>
                <Table.Td>{line.full_name}</Table.Td>
                <Table.Td>{line.chats}</Table.Td>
                <Table.Td>{minutes(line.median_minutes)}</Table.Td>
                <Table.Td>{minutes(line.p90_minutes)}</Table.Td>
                <Table.Td>{share(line.met_share)}</Table.Td>
                <Table.Td>{rating(line)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
