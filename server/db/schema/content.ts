import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    /** Sanitised HTML (server/modules/articles/sanitize-html.ts runs before every write). */
    content: text("content").notNull(),
    /** Only published articles are public; drafts are seen in the executor cabinet only. */
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    /** Set the first time the article is published: the date the public pages show. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("articles_created_idx").on(table.createdAt),
    index("articles_published_idx").on(table.publishedAt).where(sql`${table.status} = 'published'`),
    check("articles_status_check", sql`${table.status} in ('draft', 'published')`),
  ],
);

/**
 * The public offer and the personal-data policy, keyed `offer` and `privacy_policy`. Every save is
 * a new numbered version (never an update), so a consent can always name the text it agreed to;
 * the current text of a document is its highest version.
 */
export const siteDocumentVersions = pgTable(
  "site_document_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentType: text("document_type", { enum: ["offer", "privacy_policy"] }).notNull(),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("site_document_versions_key").on(table.documentType, table.version),
    check(
      "site_document_versions_type_check",
      sql`${table.documentType} in ('offer', 'privacy_policy')`,
    ),
    check("site_document_versions_version_check", sql`${table.version} >= 1`),
  ],
);

/**
 * Consents to the offer and the personal-data policy (152-FZ): who agreed (an account, a guest
 * chat or a payer), where (registration, the guest contact form, the payment form), to which
 * versions, when and from which address. Rows are only ever inserted.
 */
export const consents = pgTable(
  "consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    context: text("context", {
      enum: ["registration", "guest_chat", "payment", "signature", "booking"],
    }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** No foreign key: guest chats are deleted after 24 hours, the proof of consent stays. */
    guestChatSessionId: text("guest_chat_session_id"),
    paymentId: text("payment_id"),
    /** The person as they named themselves when agreeing. */
    personName: text("person_name"),
    personEmail: text("person_email"),
    personPhone: text("person_phone"),
    offerVersion: integer("offer_version").notNull(),
    privacyPolicyVersion: integer("privacy_policy_version").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consents_user_idx").on(table.userId, table.createdAt),
    index("consents_guest_chat_idx").on(table.guestChatSessionId),
    index("consents_created_idx").on(table.createdAt),
    check(
      "consents_context_check",
      sql`${table.context} in ('registration', 'guest_chat', 'payment', 'signature', 'booking')`,
    ),
  ],
);

/**
 * The site's own details (company, requisites, contacts, hours, messengers), edited in the
 * cabinet's «Настройки сайта»: one row, key `site`, validated by domain/site-settings.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
    onDelete: "set null",
  }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * «Нам доверяют» on the home page (issue 28 §2): the firm's clients, each with a logo checked by
 * size and content. Empty on a new site, and the strip is hidden while it is.
 */
export const trustedClients = pgTable(
  "trusted_clients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** An https:// address of the client's site, or null. */
    url: text("url"),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trusted_clients_created_idx").on(table.createdAt),
    index("trusted_clients_storage_key_idx").on(table.storageKey),
  ],
);
