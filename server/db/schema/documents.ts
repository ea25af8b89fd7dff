import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The firm's document templates (issue 31 §2): DOCX files with placeholders, filled from a chat
 * into a document for the lawyer's «Файлы». The bytes live in file storage under `storage_key`.
 */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Every placeholder found at upload, in the order written. */
    placeholders: jsonb("placeholders").$type<string[]>().notNull().default([]),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("document_templates_created_idx").on(table.createdAt),
    index("document_templates_storage_key_idx").on(table.storageKey),
  ],
);
