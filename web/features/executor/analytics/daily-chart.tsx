import { LineChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { Paper, Text, Title } from "@mantine/core";
import { useId } from "react";
import {
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_TEXTS as T,
} from "../../../../domain/analytics/analytics.ts";
import type { DailyStat } from "../../../api/analytics.ts";
import { chartAxisTop, dayLabel, formatCount } from "./analytics-format.ts";
import { CHART_METRICS, DailyStatsTable } from "./daily-stats-table.tsx";

const SERIES_COLORS = ["navy.6", "teal.6", "orange.6"] as const;
const SERIES = CHART_METRICS.map((metric, index) => ({
  name: metric,
  label: ANALYTICS_METRIC_LABELS[metric],
  color: SERIES_COLORS[index],
}));

/**
 * Page views, chat clicks and «Оплатить» clicks by day. The drawing is one image with a summary
 * for screen readers; the same figures follow as a table only they read (axe, and anyone who
 * cannot see the lines, gets every number).
 */
export function DailyChart({ stats }: { stats: readonly DailyStat[] }) {
  const titleId = useId();
  const days = stats.length;
  const data = stats.map((day) => ({ ...day, label: dayLabel(day.date) }));
  const empty = stats.every((day) => CHART_METRICS.every((metric) => day[metric] === 0));
  const first = data[0]?.label ?? "";
  const last = data.at(-1)?.label ?? "";
  return (
    <Paper
      component="figure"
      withBorder
      radius="lg"
      p="md"
      m={0}
      aria-labelledby={titleId}
      data-testid="analytics-chart"
      data-days={days}
    >
      <Title order={3} size="h5" id={titleId} mb="xs">
        {T.chartTitle}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed" mb="xs" data-testid="analytics-chart-empty">
          {T.noEvents}
        </Text>
      ) : null}
      <LineChart
        h={280}
        data={data}
        dataKey="label"
        series={SERIES}
        withLegend
        legendProps={{ verticalAlign: "bottom", itemSorter: null }}
        curveType="linear"
        withDots={days <= 14}
        accessibilityLayer={false}
        valueFormatter={formatCount}
        yAxisProps={{ allowDecimals: false, tickCount: 5, domain: [0, chartAxisTop] }}
        role="img"
        aria-label={T.chartSummary(days, first, last)}
        data-testid="analytics-chart-drawing"
      />
      <DailyStatsTable stats={stats} />
    </Paper>
  );
}
