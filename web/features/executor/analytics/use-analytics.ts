import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsDays } from "../../../../domain/analytics/analytics.ts";
import { analyticsApi } from "../../../api/analytics.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";

export function useAnalyticsDashboard() {
  return useQuery({
    queryKey: cabinetQueryKeys.analytics("dashboard"),
    queryFn: ({ signal }) => analyticsApi.dashboard(signal),
  });
}

/** The chart's days; the previous period stays on screen while another one loads. */
export function useDailyStats(days: AnalyticsDays) {
  return useQuery({
    queryKey: cabinetQueryKeys.analytics("daily-stats", days),
    queryFn: ({ signal }) => analyticsApi.dailyStats(days, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFunnel(days: AnalyticsDays) {
  return useQuery({
    queryKey: cabinetQueryKeys.analytics("funnel", days),
    queryFn: ({ signal }) => analyticsApi.funnel(days, signal),
    placeholderData: keepPreviousData,
  });
}
