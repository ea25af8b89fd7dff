import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The author, when the review came from a signed-in user (seeded reviews have none). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    executorReply: text("executor_reply"),
    serviceTitle: text("service_title").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_status_created_idx").on(table.status, table.createdAt),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
