import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * One row per event a visitor's browser reported (spec 1 §7). No IP, no user agent, no account
 * and no cookie id are kept: only the day's anonymous `visitor_id` (server/modules/analytics/
 * visitor.ts), the page's path without its query, and the referring site's host.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventType: text("event_type").notNull(),
    pageUrl: text("page_url"),
    referrer: text("referrer"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    visitorId: text("visitor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_type_created_idx").on(table.eventType, table.createdAt)],
);

/**
 * The daily rollups the cabinet reads (issue 13 §2: fast with a million events). Each event adds
 * to them in the same transaction that stores it; `rebuildRollups` recomputes them from the events.
 * Days are Moscow dates.
 */
export const analyticsDailyEvents = pgTable(
  "analytics_daily_events",
  {
    day: date("day", { mode: "string" }).notNull(),
    eventType: text("event_type").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType] })],
);

export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** A visitor's day: when they came and when they were last seen (the visit's length). */
export const analyticsDailyVisitors = pgTable(
  "analytics_daily_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorId: text("visitor_id").notNull(),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorId] })],
);

/**
 * Each day's visitors, their visits and the visits' total length, kept beside analytics_daily_visitors
 * so the cabinet reads one row per day instead of counting a day's visitors (there can be
 * hundreds of thousands of them).
 */
export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull().default(0),
  /** Visits: a visitor's pause of more than 30 minutes starts another one. */
  sessions: integer("sessions").notNull().default(0),
  visitSeconds: doublePrecision("visit_seconds").notNull().default(0),
});

/**
 * The salt of each day's visitor ids, shared by every instance. Salts older than yesterday are
 * deleted, so no one — not even the operator — can recompute who a past visitor was.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
