import { Table, VisuallyHidden } from "@mantine/core";
import {
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_TEXTS as T,
} from "../../../../domain/analytics/analytics.ts";
import type { DailyStat } from "../../../api/analytics.ts";
import { dayLabel, formatCount } from "./analytics-format.ts";

/** The figures the chart draws, in its order. */
export const CHART_METRICS = ["page_views", "chat_clicks", "payment_clicks"] as const;

/** The chart's text alternative: every day's figures, read by screen readers and hidden on screen. */
export function DailyStatsTable({ stats }: { stats: readonly DailyStat[] }) {
  return (
    <VisuallyHidden>
      <Table data-testid="analytics-chart-table">
        <caption>{T.chartTableCaption(stats.length)}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.dateColumn}</Table.Th>
            {CHART_METRICS.map((metric) => (
              <Table.Th key={metric} scope="col">
                {ANALYTICS_METRIC_LABELS[metric]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.map((day) => (
            <Table.Tr key={day.date} data-testid="analytics-day-row" data-date={day.date}>
              <Table.Th scope="row">
                <time dateTime={day.date}>{dayLabel(day.date)}</time>
              </Table.Th>
              {CHART_METRICS.map((metric) => (
                <Table.Td key={metric}>{formatCount(day[metric])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
