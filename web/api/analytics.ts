import type { AnalyticsDays } from "../../domain/analytics/analytics.ts";
import type {
  AnalyticsDashboard,
  DailyStat,
  Funnel,
} from "../../domain/analytics/analytics-schemas.ts";
import type { SlaPeriod } from "../../domain/sla/sla.ts";
import type { SlaReport } from "../../domain/sla/sla-schemas.ts";
import { apiFetch } from "./client.ts";

export type {
  AnalyticsDashboard,
  DailyStat,
  Funnel,
  PeriodStats,
} from "../../domain/analytics/analytics-schemas.ts";
export type { SlaReport };

/** The cabinet's «Аналитика» (spec 3 §2, §7): read-only figures for executors and admins. */
export const analyticsApi = {
  /** «Команда»: first answers and ratings per lawyer (issue 30 §4). */
  team: (days: SlaPeriod, signal?: AbortSignal) =>
    apiFetch<SlaReport>(`/executor/sla?days=${days}`, { signal }),
  dashboard: (signal?: AbortSignal) =>
    apiFetch<AnalyticsDashboard>("/analytics/dashboard", { signal }),
  dailyStats: (days: AnalyticsDays, signal?: AbortSignal) =>
    apiFetch<DailyStat[]>(`/analytics/daily-stats?days=${days}`, { signal }),
  funnel: (days: AnalyticsDays, signal?: AbortSignal) =>
    apiFetch<Funnel>(`/analytics/funnel?days=${days}`, { signal }),
};
