import { and, asc, desc, gte, lte, sql, sum } from "drizzle-orm";
import {
  type AnalyticsEventType,
  changePercent,
  conversionPercent,
  FUNNEL_STEPS,
  METRIC_EVENT,
  TOP_PAGES_COUNT,
} from "../../../domain/analytics/analytics.ts";
import type {
  AnalyticsDashboard,
  DailyStat,
  Funnel,
  PeriodStats,
} from "../../../domain/analytics/analytics-schemas.ts";
import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
import type { Db } from "../../db/client.ts";
import {
  analyticsDailyEvents,
  analyticsDailyPages,
  analyticsDailyTotals,
} from "../../db/schema/analytics.ts";
import { payments } from "../../db/schema/payments.ts";
import { countedMoney } from "../payments/counted-payments.ts";

/**
 * The cabinet's figures, read from the daily rollups only (server/db/schema/analytics.ts): a
 * month is at most 31 rows per event type, however many events there were.
 */

interface DayFigures {
  events: Map<AnalyticsEventType, number>;
  visitors: number;
  sessions: number;
  visitSeconds: number;
}

/** Every day from `from` to `to` (keys, inclusive) with its figures; empty days are absent. */
async function figuresByDay(db: Db, from: string, to: string): Promise<Map<string, DayFigures>> {
  const [events, visitors] = await Promise.all([
    db
      .select({
        day: analyticsDailyEvents.day,
        eventType: analyticsDailyEvents.eventType,
        count: analyticsDailyEvents.count,
      })
      .from(analyticsDailyEvents)
      .where(and(gte(analyticsDailyEvents.day, from), lte(analyticsDailyEvents.day, to))),
    db
      .select()
      .from(analyticsDailyTotals)
      .where(and(gte(analyticsDailyTotals.day, from), lte(analyticsDailyTotals.day, to))),
  ]);
  const days = new Map<string, DayFigures>();
  const dayOf = (key: string) => {
    let figures = days.get(key);
    if (!figures) {
      figures = { events: new Map(), visitors: 0, sessions: 0, visitSeconds: 0 };
      days.set(key, figures);
    }
    return figures;
  };
  for (const row of events)
    dayOf(row.day).events.set(row.eventType as AnalyticsEventType, row.count);
  for (const row of visitors) {
    const figures = dayOf(row.day);
    figures.visitors = row.visitors;
    figures.sessions = row.sessions;
    figures.visitSeconds = row.visitSeconds;
  }
  return days;
}

function statsOf(days: Iterable<DayFigures | undefined>): PeriodStats {
  const stats: PeriodStats = {
    page_views: 0,
    unique_visitors: 0,
    chat_clicks: 0,
    payment_clicks: 0,
    registrations: 0,
    service_views: 0,
  };
  for (const day of days) {
    if (!day) continue;
    stats.unique_visitors += day.visitors;
    for (const [metric, eventType] of Object.entries(METRIC_EVENT)) {
      stats[metric as keyof typeof METRIC_EVENT] += day.events.get(eventType) ?? 0;
    }
  }
  return stats;
}

const keysBetween = (from: string, to: string): string[] => {
  const keys: string[] = [];
  for (let key = from; key <= to; key = addDays(key, 1)) keys.push(key);
  return keys;
};

/** Spec 3 §2: the four periods (week from Monday, month from the 1st, Moscow time), visits, top pages. */
export async function analyticsDashboard(db: Db, now: Date): Promise<AnalyticsDashboard> {
  const today = moscowDayKey(now);
  const yesterday = addDays(today, -1);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = addDays(today, -weekday);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = [yesterday, weekStart, monthStart].sort()[0]!;
  const [days, topPages] = await Promise.all([
    figuresByDay(db, from, today),
    db
      .select({
        url: analyticsDailyPages.path,
        count: sum(analyticsDailyPages.views).mapWith(Number),
      })
      .from(analyticsDailyPages)
      .where(and(gte(analyticsDailyPages.day, monthStart), lte(analyticsDailyPages.day, today)))
      .groupBy(analyticsDailyPages.path)
      .orderBy(desc(sum(analyticsDailyPages.views)), asc(analyticsDailyPages.path))
      .limit(TOP_PAGES_COUNT),
  ]);
  const period = (start: string, end: string) =>
    statsOf(keysBetween(start, end).map((key) => days.get(key)));
  const month = keysBetween(monthStart, today).map((key) => days.get(key));
  const visits = month.reduce((total, day) => total + (day?.sessions ?? 0), 0);
  const visitSeconds = month.reduce((total, day) => total + (day?.visitSeconds ?? 0), 0);
  const stats = {
    today: period(today, today),
    yesterday: period(yesterday, yesterday),
    week: period(weekStart, today),
    month: period(monthStart, today),
  };
  return {
    ...stats,
    avg_session_minutes: visits === 0 ? 0 : Math.round((visitSeconds / visits / 60) * 10) / 10,
    top_pages: topPages,
    page_views_change_percent: changePercent(stats.today.page_views, stats.yesterday.page_views),
  };
}

/** One row per Moscow day of the last `days` (today included), empty days as zeros. */
export async function dailyStats(db: Db, now: Date, days: number): Promise<DailyStat[]> {
  const today = moscowDayKey(now);
  const from = addDays(today, -(days - 1));
  const figures = await figuresByDay(db, from, today);
  return keysBetween(from, today).map((date) => ({ date, ...statsOf([figures.get(date)]) }));
}

/**
 * The funnel of the last `days`: services viewed → chat clicks → «Оплатить» clicks → payments
 * received (the earnings tab's rule). Each step's share of the one before.
 */
export async function funnel(
  db: Db,
  now: Date,
  days: number,
  countSandbox: boolean,
): Promise<Funnel> {
  const today = moscowDayKey(now);
  const from = addDays(today, -(days - 1));
  const [figures, [paid]] = await Promise.all([
    figuresByDay(db, from, today),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(
        and(
          countedMoney(countSandbox),
          // Moscow has kept UTC+3 all year since 2014.
          gte(payments.paidAt, new Date(`${from}T00:00:00+03:00`)),
        ),
      ),
  ]);
  const stats = statsOf(figures.values());
  const counts = {
    service_views: stats.service_views,
    chat_clicks: stats.chat_clicks,
    payment_clicks: stats.payment_clicks,
    paid_payments: paid?.count ?? 0,
  };
  return {
    days,
    steps: FUNNEL_STEPS.map((key, index) => ({
      key,
      count: counts[key],
      conversion_percent:
        index === 0 ? 100 : conversionPercent(counts[key], counts[FUNNEL_STEPS[index - 1]!]),
    })),
  };
}
