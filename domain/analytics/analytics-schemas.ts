/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import {
  ANALYTICS_DAYS,
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_TEXTS,
  FUNNEL_STEPS,
} from "./analytics.ts";

const shortText = (max: number) => z.string().max(max).nullish();

/**
 * The tracking payload of spec 1 §7. The server keeps only the event, the page's path, the
 * referring site and the metadata; user agent and IP come from the request itself and are used
 * only to make the day's anonymous visitor id; `session_id`, `user_agent` and `ip_address` are
 * accepted for compatibility and ignored.
 */
export const trackEventSchema = z.object({
  event_type: z.enum(ANALYTICS_EVENT_TYPES, { error: "Неизвестный тип события" }),
  page_url: shortText(2048),
  session_id: shortText(128),
  user_agent: shortText(512),
  ip_address: shortText(64),
  referrer: shortText(2048),
  /**
   * Spec 1 §7's fields only (service_id, amount, user_type, service_title): free-form metadata
   * could carry anything a page put there, a name or an e-mail among it; other keys are dropped.
   */
  metadata: z
    .object({
      service_id: z.union([z.string().max(64), z.number()]).nullish(),
      service_title: z.string().max(300).nullish(),
      amount: z.number().nullish(),
      user_type: z.string().max(32).nullish(),
    })
    .nullish(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

const count = z.number().int();

/** Spec 3 §2: the figures of one period. */
export const periodStatsSchema = z.object({
  page_views: count,
  /** Visitors of each day, added up over the period (a visitor's id changes every day). */
  unique_visitors: count,
  chat_clicks: count,
  payment_clicks: count,
  registrations: count,
  service_views: count,
});
export type PeriodStats = z.infer<typeof periodStatsSchema>;

export const analyticsDashboardSchema = z.object({
  today: periodStatsSchema,
  yesterday: periodStatsSchema,
  week: periodStatsSchema,
  month: periodStatsSchema,
  /** The average length of this month's visits in minutes (a pause over 30 minutes ends a visit). */
  avg_session_minutes: z.number(),
  top_pages: z.array(z.object({ url: z.string(), count })),
  page_views_change_percent: z.number(),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

export const analyticsDaysQuerySchema = z.object({
  days: z
    .string({ error: ANALYTICS_TEXTS.daysInvalid })
    .refine(
      (value) =>
        (ANALYTICS_DAYS as readonly number[]).includes(Number(value)) && /^\d+$/.test(value),
      {
        error: ANALYTICS_TEXTS.daysInvalid,
      },
    )
    .transform(Number),
});

/** One Moscow day of the chart; every day of the period is there, empty ones as zeros. */
export const dailyStatSchema = periodStatsSchema.extend({ date: z.string() });
export type DailyStat = z.infer<typeof dailyStatSchema>;

export const funnelSchema = z.object({
  days: count,
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEPS),
      count,
      /** Percent of the previous step (the first step is 100). */
      conversion_percent: z.number(),
    }),
  ),
});
export type Funnel = z.infer<typeof funnelSchema>;
