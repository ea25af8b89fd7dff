import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every change made in the back office: who, when, what, and the object before and after.
 * Append-only: a database trigger (migration 0004) refuses UPDATE and DELETE, and the API has no
 * call that writes here except through a back-office change. The actor is kept by id and by name,
 * without a foreign key, so the entry outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer("actor_user_id"),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role").notNull(),
    /** service, recommendation, auto_lawyer_service, review, article, business_tariff, site_document, site_settings */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** create, update, delete, reorder, activate, deactivate, approve, reject, pending, publish... */
    action: text("action").notNull(),
    /** A short Russian line for the list: «Услуга «Консультация»». */
    entityTitle: text("entity_title").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt, table.id),
    index("audit_log_entity_idx").on(table.entityType, table.createdAt),
    index("audit_log_actor_idx").on(table.actorUserId, table.createdAt),
  ],
);
