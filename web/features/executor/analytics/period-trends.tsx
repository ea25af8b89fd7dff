import { Group, Paper, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import {
  ANALYTICS_DAYS,
  type AnalyticsDays,
  ANALYTICS_TEXTS as T,
} from "../../../../domain/analytics/analytics.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { DailyChart } from "./daily-chart.tsx";
import { FunnelSteps } from "./funnel-steps.tsx";
import { useDailyStats, useFunnel } from "./use-analytics.ts";

/**
 * The chart's place while its figures load, about its height: nothing below jumps. (The chart is
 * not a lazy chunk of its own: a separate entry that reaches react-dom and Mantine's Box made the
 * bundler split shared chunks of the home page, half a kilobyte over e2e/bundle-budget.spec.ts.)
 */
const chartPlaceholder = (
  <Paper withBorder radius="lg" p="md">
    <LoadingState label={T.loading} />
    <Skeleton height={240} radius="sm" aria-hidden />
  </Paper>
);

const DAY_CHOICES = ANALYTICS_DAYS.map((days) => ({ value: String(days), label: T.days(days) }));

/**
 * The period selector (7, 14 or 30 days, spec 3 §9) and what it drives: the daily chart and the
 * funnel. Each loads and fails on its own; while another period loads the previous one stays.
 */
export function PeriodTrends() {
  const [days, setDays] = useState<AnalyticsDays>(7);
  const daily = useDailyStats(days);
  const funnel = useFunnel(days);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} aria-hidden>
          {T.periodLabel}
        </Text>
        <SegmentedControl
          aria-label={T.periodLabel}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as AnalyticsDays)}
          data={DAY_CHOICES}
          data-testid="analytics-days"
        />
      </Group>
      {daily.isPending ? (
        chartPlaceholder
      ) : daily.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={daily.error}
          onRetry={() => void daily.refetch()}
        />
      ) : (
        <div aria-busy={daily.isPlaceholderData}>
          <DailyChart stats={daily.data} />
        </div>
      )}
      {funnel.isPending ? (
        <LoadingState label={T.loading} />
      ) : funnel.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={funnel.error}
          onRetry={() => void funnel.refetch()}
        />
      ) : (
        <div aria-busy={funnel.isPlaceholderData}>
          <FunnelSteps funnel={funnel.data} />
        </div>
      )}
    </Stack>
  );
}
