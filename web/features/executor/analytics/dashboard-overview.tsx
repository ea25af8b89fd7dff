import { Grid, SimpleGrid, Stack } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { ANALYTICS_PERIODS, ANALYTICS_TEXTS as T } from "../../../../domain/analytics/analytics.ts";
import { CardSkeletons } from "../../../ui/card-skeletons.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { MetricCard } from "../metric-card.tsx";
import { PeriodCard } from "./period-card.tsx";
import { TopPagesTable } from "./top-pages-table.tsx";
import { useAnalyticsDashboard } from "./use-analytics.ts";

const CARD_COLS = { base: 1, xs: 2, lg: 4 };

/** The four periods' figures, the average visit and this month's top pages (spec 3 §2). */
export function DashboardOverview() {
  const dashboard = useAnalyticsDashboard();
  if (dashboard.isPending) {
    return <CardSkeletons label={T.loading} count={4} cardHeight={236} cols={CARD_COLS} />;
  }
  if (dashboard.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const data = dashboard.data;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={CARD_COLS}
        spacing="md"
        component="section"
        aria-label={T.periodsLabel}
        data-testid="analytics-periods"
      >
        {ANALYTICS_PERIODS.map((period) => (
          <PeriodCard
            key={period}
            period={period}
            stats={data[period]}
            changePercent={period === "today" ? data.page_views_change_percent : undefined}
          />
        ))}
      </SimpleGrid>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MetricCard
            label={T.avgSession}
            value={T.minutes(data.avg_session_minutes)}
            icon={<IconClockHour4 size={24} />}
            color="navy"
            attributes={{ "data-testid": "analytics-avg-session" }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TopPagesTable pages={data.top_pages} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
