import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventType: text("event_type").notNull(),
    pageUrl: text("page_url"),
    sessionId: text("session_id"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    referrer: text("referrer"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_type_created_idx").on(table.eventType, table.createdAt)],
);
