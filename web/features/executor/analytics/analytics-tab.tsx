import { Stack } from "@mantine/core";
import { ANALYTICS_TEXTS as T } from "../../../../domain/analytics/analytics.ts";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { DashboardOverview } from "./dashboard-overview.tsx";
import { PeriodTrends } from "./period-trends.tsx";
import { TeamReport } from "./team-report.tsx";

/**
 * «Аналитика» (spec 3 §2, issue 13 §2): today, yesterday, this week and this month; the average
 * visit and the top pages; then a chosen period's days as a chart and its funnel; «Команда», the
 * lawyers' first answers and ratings (issue 30 §4).
 */
export function AnalyticsTab() {
  return (
    <Stack gap="xl" data-testid="analytics-tab">
      <TabHeading title={T.title} lead={T.lead} />
      <DashboardOverview />
      <PeriodTrends />
      <TeamReport />
    </Stack>
  );
}
