import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_METRICS,
  ANALYTICS_PERIOD_LABELS,
  type AnalyticsPeriod,
} from "../../../../domain/analytics/analytics.ts";
import type { PeriodStats } from "../../../api/analytics.ts";
import { formatCount } from "./analytics-format.ts";
import { ChangeFromYesterday } from "./change-from-yesterday.tsx";

/** One period's six figures as a list of label and value (today's with the change to yesterday). */
export function PeriodCard({
  period,
  stats,
  changePercent,
}: {
  period: AnalyticsPeriod;
  stats: PeriodStats;
  changePercent?: number;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      h="100%"
      data-testid="analytics-period"
      data-period={period}
    >
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5">
            {ANALYTICS_PERIOD_LABELS[period]}
          </Title>
          {changePercent === undefined ? null : <ChangeFromYesterday percent={changePercent} />}
        </div>
        <Stack component="dl" gap={6} m={0}>
          {ANALYTICS_METRICS.map((metric) => (
            <Group
              key={metric}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              align="baseline"
              data-metric={metric}
            >
              <Text component="dt" size="sm" c="dimmed">
                {ANALYTICS_METRIC_LABELS[metric]}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={700}
                style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
              >
                {formatCount(stats[metric])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
