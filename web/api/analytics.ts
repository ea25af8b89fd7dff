import type { AnalyticsDays } from "../../domain/analytics/analytics.ts";
import type {
  AnalyticsDashboard,
  DailyStat,
  Funnel,
} from "../../domain/analytics/analytics-schemas.ts";
import { apiFetch } from "./client.ts";

export type {
  AnalyticsDashboard,
  DailyStat,
  Funnel,
  PeriodStats,
} from "../../domain/analytics/analytics-schemas.ts";

/** The cabinet's «Аналитика» (spec 3 §2, §7): read-only figures for executors and admins. */
export const analyticsApi = {
  dashboard: (signal?: AbortSignal) =>
    apiFetch<AnalyticsDashboard>("/analytics/dashboard", { signal }),
  dailyStats: (days: AnalyticsDays, signal?: AbortSignal) =>
    apiFetch<DailyStat[]>(`/analytics/daily-stats?days=${days}`, { signal }),
  funnel: (days: AnalyticsDays, signal?: AbortSignal) =>
    apiFetch<Funnel>(`/analytics/funnel?days=${days}`, { signal }),
};
