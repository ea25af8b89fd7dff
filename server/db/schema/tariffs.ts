import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Business tariffs: the executor cabinet's table (spec 3 §9), see docs/decisions/005. */
export const businessTariffs = pgTable("business_tariffs", {
  id: text("id", { enum: ["silver", "gold", "platinum", "micro"] }).primaryKey(),
  name: text("name").notNull(),
  priceKopecks: integer("price_kopecks").notNull(),
  supportHours: text("support_hours").notNull(),
  consultationHours: integer("consultation_hours").notNull(),
  documentsPerMonth: integer("documents_per_month").notNull(),
  taskHours: integer("task_hours").notNull(),
  courtPriceKopecks: integer("court_price_kopecks"),
  tripPriceKopecks: integer("trip_price_kopecks"),
  notes: jsonb("notes").$type<string[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
