import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { chatSessions } from "./chat.ts";
import { users } from "./users.ts";

/**
 * The transactional outbox of e-mail (issue 14 §1): whatever causes a mail writes its row in the
 * same transaction as the change itself, so a mail is never promised for a change that rolled
 * back, nor lost for one that committed. A worker sends due rows; the row's id is the mail's
 * Message-ID, so a mail sent twice after a crash between sending and marking is one mail to the
 * receiving server. Rows are kept (sent or failed) for the operator to see what went out, with
 * the body blanked once done (its links worked) and only for MAIL_RETENTION_DAYS (decision 036).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    /** What the mail is about (domain/mail/mail.ts), for the recipient's unsubscribe per category. */
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before: retries back off; a worker that took the row holds it until then. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /**
     * Mails that gather several events (new messages in one chat within 5 minutes) share a key
     * while they wait; the first send attempt closes the batch and a later event starts another.
     */
    batchKey: text("batch_key"),
    batchCount: integer("batch_count").notNull().default(1),
    /** The one-click unsubscribe address (RFC 8058) of the mail's category; null for security mail. */
    listUnsubscribe: text("list_unsubscribe"),
    /** An iCalendar invitation (RFC 5546: REQUEST or CANCEL) the mail carries, or null. */
    calendar: text("calendar"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The chat the mail is about: deleting the chat (an erasure) deletes its mail. */
    sessionId: text("session_id").references(() => chatSessions.id, { onDelete: "cascade" }),
    /**
     * The account a security mail is about (password reset, e-mail change): erasing the account
     * deletes it even when it went to an address the account no longer has.
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * A mail about unread messages is not sent when its reader has read them while it waited
     * (the batch delay): it is marked `skipped`. `unlessReadBy` says whose read pointer counts.
     */
    unlessReadBy: text("unless_read_by", { enum: ["client", "executor"] }),
    upToMessageId: integer("up_to_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    // An account's deletion finds its security mail without reading the whole outbox.
    index("mail_outbox_user_idx").on(table.userId).where(sql`${table.userId} is not null`),
    // Likewise a chat's deletion (the cascade) finds the mail about it.
    index("mail_outbox_session_idx").on(table.sessionId).where(sql`${table.sessionId} is not null`),
    check(
      "mail_outbox_status_check",
      sql`${table.status} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
    uniqueIndex("mail_outbox_open_batch_key")
      .on(table.batchKey)
      .where(
        sql`${table.batchKey} is not null and ${table.attempts} = 0 and ${table.status} = 'pending'`,
      ),
  ],
);

/**
 * Categories of mail a person switched off (issue 14 §1), by address: guests have no account,
 * and an unsubscribe link works without signing in.
 */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    email: text("email").notNull(),
    category: text("category").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.category] })],
);

/**
 * «Забыли пароль?» (issue 14 §2): single-use tokens valid one hour; only their SHA-256 is kept,
 * so a leaked table resets nobody's password.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * «Смена e-mail» (issue 14 §2): single-use tokens valid one hour, mailed to the new address, so
 * the change happens only once its owner opened the link; only their SHA-256 is kept.
 */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased, as users.email is stored. */
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_change_tokens_user_idx").on(table.userId)],
);

/**
 * Secrets the instances share, made on first use (the key that signs unsubscribe links): the
 * one-command demo needs no configuration, and every instance signs and checks alike.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
