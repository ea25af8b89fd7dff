import { sql } from "drizzle-orm";
import {
  bigint,
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
import type { IntakeAnswer } from "../../../domain/intake/intake.ts";
import { users } from "./users.ts";

/**
 * One table for guest and client chats. The id is a random UUID (122 random bits): a guest chat
 * is reachable only by knowing it. A guest chat has `expires_at` and no client; the cleanup job
 * deletes it, its messages and its files after 24 hours.
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    /** A catalogue id as text, or "consultation", "business_tariff_{plan}", "business_consultation". */
    serviceId: text("service_id"),
    serviceTitle: text("service_title").notNull(),
    planType: text("plan_type"),
    clientId: integer("client_id").references(() => users.id, { onDelete: "cascade" }),
    /** The lawyer the chat is assigned to (issue 30 §2); null while it waits in the queue. */
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    isGuest: boolean("is_guest").notNull().default(false),
    guestName: text("guest_name"),
    guestPhone: text("guest_phone"),
    guestEmail: text("guest_email"),
    additionalInfo: text("additional_info"),
    /** The intake form's answers as the client gave them, labels included (issue 31 §1). */
    intake: jsonb("intake").$type<IntakeAnswer[]>().notNull().default([]),
    preferredContactTime: text("preferred_contact_time"),
    communicationMethod: text("communication_method"),
    status: text("status").notNull().default("active"),
    taskStatus: text("task_status").default("new"),
    taskDeadline: timestamp("task_deadline", { withTimezone: true }),
    /** The time the executor gave themselves; a revision gets the same time again. */
    taskDurationHours: integer("task_duration_hours"),
    reviewDeadline: timestamp("review_deadline", { withTimezone: true }),
    /** The review deadline the client was last reminded of (12 hours before): one reminder each. */
    reviewRemindedFor: timestamp("review_reminded_for", { withTimezone: true }),
    paymentStatus: text("payment_status").notNull().default("not_paid"),
    paymentAmountKopecks: bigint("payment_amount_kopecks", { mode: "number" }),
    paymentUpdatedAt: timestamp("payment_updated_at", { withTimezone: true }),
    finalPriceKopecks: bigint("final_price_kopecks", { mode: "number" }),
    /** Refunded of this chat's payments (issue 31 §4): the client's order shows the price net. */
    refundedKopecks: bigint("refunded_kopecks", { mode: "number" }).notNull().default(0),
    /** Messages from the client or guest that no executor has marked read yet. */
    unreadByExecutor: integer("unread_by_executor").notNull().default(0),
    /**
     * Read receipts (issue 14 §3): the last message each side has seen. A message of the other
     * side with an id up to this one shows ✓✓; pointers only move forward.
     */
    executorReadMessageId: integer("executor_read_message_id"),
    clientReadMessageId: integer("client_read_message_id"),
    lastMessagePreview: text("last_message_preview"),
    /**
     * Reply-time target (issue 30 §4): the client's first message starts the clock, the service's
     * first_response_minutes of working time later is the due time, the first lawyer's message
     * stops it; the admins hear once of an overdue one.
     */
    firstMessageAt: timestamp("first_message_at", { withTimezone: true }),
    firstResponseDueAt: timestamp("first_response_due_at", { withTimezone: true }),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    firstResponseOverdueToldAt: timestamp("first_response_overdue_told_at", {
      withTimezone: true,
    }),
    /** The chat's lawyer was warned 10 minutes before the due time (issue 47 §2), once. */
    firstResponseWarnedAt: timestamp("first_response_warned_at", { withTimezone: true }),
    /**
     * The client's rating of the lawyer's work (issue 30 §5): once, after the order was accepted;
     * not a public review, it feeds the reply-time report and the lawyer's card. The lawyer is
     * the chat's when the client rated (a later hand-over does not move the rating).
     */
    ratingScore: integer("rating_score"),
    ratingComment: text("rating_comment"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    ratedLawyerId: integer("rated_lawyer_id").references(() => users.id, { onDelete: "set null" }),
    lastActivity: timestamp("last_activity", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [
    index("chat_sessions_client_idx").on(table.clientId, table.lastActivity),
    // A corporate client has one corporate chat (spec 2 §4): a second create answers the first.
    uniqueIndex("chat_sessions_corporate_chat_key")
      .on(table.clientId)
      .where(sql`${table.serviceId} = 'corporate_chat'`),
    index("chat_sessions_activity_idx").on(table.lastActivity),
    // A client's sign-in looks for the live guest chats that gave their e-mail (issue 44 §3).
    index("chat_sessions_guest_email_idx").on(table.guestEmail).where(sql`${table.isGuest}`),
    // A lawyer's open chats are counted for every new chat's assignment and the staff list.
    index("chat_sessions_assignee_idx")
      .on(table.assigneeId)
      .where(sql`${table.status} <> 'completed'`),
    index("chat_sessions_expires_idx")
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
    index("chat_sessions_task_deadline_idx")
      .on(table.taskDeadline)
      .where(sql`${table.taskStatus} in ('in_progress', 'revision_requested')`),
    index("chat_sessions_rated_idx").on(table.ratedAt).where(sql`${table.ratingScore} is not null`),
    // The maintenance job's look for first answers past due.
    index("chat_sessions_first_response_due_idx")
      .on(table.firstResponseDueAt)
      .where(sql`${table.firstResponseAt} is null and ${table.firstResponseOverdueToldAt} is null`),
    index("chat_sessions_review_deadline_idx")
      .on(table.reviewDeadline)
      .where(sql`${table.taskStatus} = 'documents_ready'`),
    check(
      "chat_sessions_owner_check",
      sql`(${table.isGuest} and ${table.clientId} is null and ${table.expiresAt} is not null) or (not ${table.isGuest} and ${table.clientId} is not null)`,
    ),
    check(
      "chat_sessions_status_check",
      sql`${table.status} in ('active', 'waiting_payment', 'paid', 'completed')`,
    ),
    check(
      "chat_sessions_task_status_check",
      sql`${table.taskStatus} is null or ${table.taskStatus} in ('new', 'in_progress', 'documents_ready', 'revision_requested', 'accepted', 'overdue', 'completed')`,
    ),
    check(
      "chat_sessions_rating_check",
      sql`${table.ratingScore} is null or ${table.ratingScore} between 1 and 5`,
    ),
    check(
      "chat_sessions_payment_status_check",
      sql`${table.paymentStatus} in ('not_paid', 'partial_paid', 'paid', 'overdue', 'refunded')`,
    ),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    senderType: text("sender_type").notNull(),
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    messageType: text("message_type").notNull().default("text"),
    content: text("content").notNull().default(""),
    paymentAmountKopecks: bigint("payment_amount_kopecks", { mode: "number" }),
    /**
     * The service a payment request sells, when it is not the chat's own: the corporate chat's
     * requests name theirs, and its invoice and payment carry it (issue 44 §2).
     */
    serviceTitle: text("service_title"),
    /** A payment request that has been paid (card payment or the executor's confirmation). */
    paymentPaidAt: timestamp("payment_paid_at", { withTimezone: true }),
    /** How the message reached the chat when not through the site: `telegram` (issue 47). */
    via: text("via"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_session_idx").on(table.sessionId, table.id),
    // The chat lists name the lawyer who wrote last (chat/executor-name.ts): one index entry
    // away, instead of walking the chat's messages back to the last lawyer's.
    index("chat_messages_executor_idx")
      .on(table.sessionId, table.id)
      .where(sql`${table.senderType} = 'executor' and ${table.senderUserId} is not null`),
    // Full-text search over messages (issue 14 §4): the expression must match the one the search
    // query uses word for word, or PostgreSQL cannot use the index.
    index("chat_messages_content_search_idx").using(
      "gin",
      sql`to_tsvector('russian'::regconfig, ${table.content})`,
    ),
    check(
      "chat_messages_sender_check",
      sql`${table.senderType} in ('client', 'executor', 'system')`,
    ),
    check(
      "chat_messages_type_check",
      sql`${table.messageType} in ('text', 'file', 'payment_request', 'system', 'auto_reply')`,
    ),
  ],
);

/** The bytes live in file storage (disk by default) under `storage_key`; never in the database. */
export const chatFiles = pgTable(
  "chat_files",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who uploaded it, for the daily upload quotas (domain/chat/upload-limits.ts). */
    uploaderIp: text("uploader_ip"),
    uploaderUserId: integer("uploader_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    index("chat_files_session_idx").on(table.sessionId),
    index("chat_files_message_idx").on(table.messageId),
    index("chat_files_uploader_ip_idx").on(table.uploaderIp, table.createdAt),
    index("chat_files_uploader_user_idx").on(table.uploaderUserId, table.createdAt),
    index("chat_files_storage_key_idx").on(table.storageKey),
  ],
);

/**
 * «Сейчас смотрит» (issue 30 §2): which member of staff has a chat open, renewed by their cabinet
 * every few seconds and read by the others' through the same table on whichever instance. A row
 * older than CHAT_VIEWER_TTL_SECONDS counts as gone; the maintenance job removes old ones.
 */
export const chatViewers = pgTable(
  "chat_viewers",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index("chat_viewers_seen_idx").on(table.seenAt),
  ],
);

/**
 * A mailed «Перенести чаты в кабинет» link (issue 44 §3): opening it proves the account holds the
 * address, and the live guest chats that gave it join the account. Only the token's SHA-256 is
 * kept; it works once, and only while the account still has that address.
 */
export const guestChatClaims = pgTable(
  "guest_chat_claims",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased, as users.email and chat_sessions.guest_email are stored. */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("guest_chat_claims_user_idx").on(table.userId)],
);
