import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** The executor's court hearings (spec 3 «Calendar»): each executor sees and edits their own. */
export const courtEvents = pgTable(
  "court_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    executorId: integer("executor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    courtName: text("court_name").notNull(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    notes: text("notes").notNull().default(""),
    isCompleted: boolean("is_completed").notNull().default(false),
    /** The hearing date the executor was reminded of the day before (a moved hearing reminds again). */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("court_events_executor_date_idx").on(table.executorId, table.date)],
);

/**
 * The secret address of an executor's calendar feed (RFC 5545, for a phone's calendar app). Only
 * the SHA-256 of the token is kept: a leaked database does not leak working links. One per
 * executor; a new one replaces it, deleting it revokes the link.
 */
export const courtEventFeeds = pgTable("court_event_feeds", {
  executorId: integer("executor_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
