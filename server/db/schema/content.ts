import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    /** Sanitised HTML (server/modules/articles/sanitize-html.ts runs before every write). */
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("articles_created_idx").on(table.createdAt)],
);

/** The public offer and the personal-data policy, keyed `offer` and `privacy_policy`. */
export const siteDocuments = pgTable("site_documents", {
  key: text("key", { enum: ["offer", "privacy_policy"] }).primaryKey(),
  content: text("content").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
