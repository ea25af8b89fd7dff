import { sql } from "drizzle-orm";
import {
  bigint,
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
import { chatMessages, chatSessions } from "./chat.ts";
import { payments } from "./payments.ts";
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

/**
 * Invoices and acts of corporate clients (issue 31 §3). What a document says is kept as it was
 * issued (`details`: the firm's and the client's requisites then), so a later change of either
 * never rewrites an issued document. Numbers come from `billing_counters` in the same
 * transaction: a rolled-back issue gives its number back, so the sequence has no gaps.
 */
export const billingDocuments = pgTable(
  "billing_documents",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    amountKopecks: bigint("amount_kopecks", { mode: "number" }).notNull(),
    clientId: integer("client_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id").references(() => chatSessions.id, { onDelete: "set null" }),
    /** The payment request an invoice asks to pay. */
    requestMessageId: integer("request_message_id").references(() => chatMessages.id, {
      onDelete: "set null",
    }),
    /** The payment an invoice was made for (a payment without a request). */
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "set null" }),
    serviceTitle: text("service_title").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    /**
     * When the customer signed the act by a code from an SMS (issue 45 §3): the act's PDF says so.
     * Kept on the act itself, which outlives the signature's record (accounting keeps acts).
     */
    clientSignedAt: timestamp("client_signed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("billing_documents_number_key").on(table.kind, table.year, table.seq),
    // One invoice per request and per payment, one act per chat: a repeat finds the first.
    uniqueIndex("billing_documents_request_key")
      .on(table.requestMessageId)
      .where(sql`${table.kind} = 'invoice' and ${table.requestMessageId} is not null`),
    uniqueIndex("billing_documents_payment_key")
      .on(table.paymentId)
      .where(sql`${table.kind} = 'invoice' and ${table.paymentId} is not null`),
    uniqueIndex("billing_documents_act_key")
      .on(table.sessionId)
      .where(sql`${table.kind} = 'act' and ${table.sessionId} is not null`),
    index("billing_documents_client_idx").on(table.clientId, table.createdAt),
    index("billing_documents_created_idx").on(table.createdAt),
    check("billing_documents_kind_check", sql`${table.kind} in ('invoice', 'act')`),
    check("billing_documents_amount_check", sql`${table.amountKopecks} > 0`),
  ],
);

/** The last number issued per kind and year. */
export const billingCounters = pgTable(
  "billing_counters",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    lastSeq: integer("last_seq").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);
