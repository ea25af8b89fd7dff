import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A corporate client's company card (spec 2 §3): one row per client, all eight fields filled. */
export const corporateProfiles = pgTable("corporate_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull(),
  inn: text("inn").notNull(),
  ogrnOgrnip: text("ogrn_ogrnip").notNull(),
  address: text("address").notNull(),
  /** Issue 44 §2: empty when not given (a sole trader has no КПП). */
  kpp: text("kpp").notNull().default(""),
  signatoryName: text("signatory_name").notNull().default(""),
  signatoryTitle: text("signatory_title").notNull().default(""),
  accountNumber: text("account_number").notNull(),
  correspondentAccount: text("correspondent_account").notNull(),
  bankName: text("bank_name").notNull(),
  bankBik: text("bank_bik").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A corporate client's documents: the company card's documents (`section` card, no category) and
 * the organisation documents by category (`section` organization; categories in domain/corporate/).
 * Bytes live in file storage under `storage_key`.
 */
export const corporateDocuments = pgTable(
  "corporate_documents",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: text("section", { enum: ["card", "organization"] }).notNull(),
    category: text("category"),
    name: text("name").notNull(),
    /** The extension the document was checked as (`pdf`, `docx`...), as the spec's file_type. */
    fileType: text("file_type").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("corporate_documents_user_idx").on(table.userId, table.section, table.createdAt),
    index("corporate_documents_storage_key_idx").on(table.storageKey),
    check(
      "corporate_documents_section_check",
      sql`(${table.section} = 'card' and ${table.category} is null) or (${table.section} = 'organization' and ${table.category} in ('contracts', 'claims', 'lawsuits', 'orders', 'statements', 'mail', 'founding_docs'))`,
    ),
  ],
);
