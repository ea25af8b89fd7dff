import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { IntakeField } from "../../../domain/intake/intake.ts";

/**
 * One table for the whole catalogue; auto-lawyer services are the `auto` category with two prices.
 * Written only through the executor's back office (server/modules/catalogue), which records every
 * change in the audit log and invalidates the catalogue cache on every instance.
 */
export const services = pgTable(
  "services",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name for services with their own page of kinds (contract-drafting, lawsuit-drafting). */
    slug: text("slug"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    tooltip: text("tooltip").notNull().default(""),
    category: text("category").notNull(),
    basePriceKopecks: integer("base_price_kopecks").notNull(),
    priceFrom: boolean("price_from").notNull().default(false),
    priceFullServiceKopecks: integer("price_full_service_kopecks"),
    priceRemoteKopecks: integer("price_remote_kopecks"),
    priceFullServiceFrom: boolean("price_full_service_from").notNull().default(false),
    priceRemoteFrom: boolean("price_remote_from").notNull().default(false),
    hideFullServicePrice: boolean("hide_full_service_price").notNull().default(false),
    hideRemotePrice: boolean("hide_remote_price").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Working minutes from a client's first message to the lawyer's first answer (issue 30 §4). */
    firstResponseMinutes: integer("first_response_minutes").notNull().default(60),
    /** The questions a client answers when starting a chat for the service (issue 31 §1). */
    intakeFields: jsonb("intake_fields").$type<IntakeField[]>().notNull().default([]),
    /** The receipt's VAT code for this service (issue 31 §5); null: the receipt settings' one. */
    vatCode: integer("vat_code"),
    /**
     * Set when the executor deletes the service: it leaves every public place and the cabinet,
     * while the chats, payments and purchases that name it stay readable.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("services_slug_key").on(table.slug),
    index("services_active_order_idx")
      .on(table.isActive, table.sortOrder, table.id)
      .where(sql`${table.deletedAt} is null`),
    check("services_base_price_check", sql`${table.basePriceKopecks} >= 0`),
    check("services_first_response_check", sql`${table.firstResponseMinutes} between 1 and 10080`),
  ],
);

export const serviceRecommendations = pgTable(
  "service_recommendations",
  {
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    recommendedServiceId: integer("recommended_service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.recommendedServiceId] }),
    check(
      "service_recommendations_not_self",
      sql`${table.serviceId} <> ${table.recommendedServiceId}`,
    ),
  ],
);
