import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { chatFiles, chatSessions } from "./chat.ts";
import { billingDocuments } from "./documents.ts";
import { users } from "./users.ts";

/**
 * A document a client is asked to sign in the chat, and once signed, the record of the simple
 * electronic signature (issue 45 §3, docs/decisions/061): which bytes (`document_sha256` of the
 * stored file when the lawyer asked), who signed, from which confirmed number and address, when,
 * by which code (`challenge_id`), and the certificate posted beside the document. The rows go
 * with the chat and with the client's account (erasure, 152-FZ): the firm's own copy of the
 * certificate stays in the lawyer's «Файлы», and a signed act keeps the time on the act.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    /** The chat's file the client signs. */
    fileId: text("file_id")
      .notNull()
      .references(() => chatFiles.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    documentSha256: text("document_sha256").notNull(),
    /** The act the file is the PDF of, when the lawyer asked for an act's signature. */
    billingDocumentId: text("billing_document_id").references(() => billingDocuments.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: ["pending", "signed", "cancelled"] })
      .notNull()
      .default("pending"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The chat's client: the only one who may sign. */
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signerFullName: text("signer_full_name"),
    /** E.164, as confirmed; shown masked everywhere. */
    signerPhone: text("signer_phone"),
    signerIp: text("signer_ip"),
    signerUserAgent: text("signer_user_agent"),
    method: text("method"),
    /** The offer's version the signer agreed to when signing (its section on signatures). */
    offerVersion: integer("offer_version"),
    certificateFileId: text("certificate_file_id").references(() => chatFiles.id, {
      onDelete: "set null",
    }),
    /** The SMS challenge whose code made the signature. */
    challengeId: text("challenge_id"),
  },
  (table) => [
    index("signature_requests_session_idx").on(table.sessionId, table.createdAt),
    index("signature_requests_client_idx").on(table.clientId),
    // One live request per file: asking again answers the one already there.
    uniqueIndex("signature_requests_file_live_key")
      .on(table.fileId)
      .where(sql`${table.status} in ('pending', 'signed')`),
    index("signature_requests_sha256_idx")
      .on(table.documentSha256)
      .where(sql`${table.status} = 'signed'`),
    // One live request per act, whichever PDF of it was posted.
    uniqueIndex("signature_requests_act_live_key")
      .on(table.billingDocumentId)
      .where(
        sql`${table.billingDocumentId} is not null and ${table.status} in ('pending', 'signed')`,
      ),
    check(
      "signature_requests_status_check",
      sql`${table.status} in ('pending', 'signed', 'cancelled')`,
    ),
    check(
      "signature_requests_signed_check",
      sql`${table.status} <> 'signed' or (${table.signedAt} is not null and ${table.signerFullName} is not null and ${table.signerPhone} is not null and ${table.method} is not null and ${table.challengeId} is not null)`,
    ),
    check("signature_requests_sha256_check", sql`${table.documentSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
