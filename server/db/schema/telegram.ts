import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { chatSessions } from "./chat.ts";
import { users } from "./users.ts";

/**
 * The firm's bot as the administrator set it in «Настройки сайта» → «Telegram» (issue 47 §1): the
 * token sealed like the YooKassa key (never sent back), and the bot's name Telegram gave for it.
 * One row (id 1); TELEGRAM_BOT_TOKEN in the environment takes its place.
 */
export const telegramBot = pgTable("telegram_bot", {
  id: integer("id").primaryKey(),
  tokenSealed: text("token_sealed"),
  username: text("username"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
    onDelete: "set null",
  }),
});

/**
 * Updates from Telegram, kept by their `update_id` (the primary key: an update delivered twice, or
 * to two instances, is stored and handled once) and handled from this queue after the webhook
 * answered. Handled ones stay a day (the ids Telegram may still resend), then go.
 */
export const telegramUpdates = pgTable(
  "telegram_updates",
  {
    updateId: bigint("update_id", { mode: "number" }).primaryKey(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    index("telegram_updates_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

/**
 * A one-time deep link (`t.me/<bot>?start=<token>`, 15 minutes), by the token's SHA-256: it ties
 * the Telegram chat that sends `/start <token>` to a staff account (alerts) or to one site chat.
 */
export const telegramLinkTokens = pgTable("telegram_link_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  sessionId: text("session_id").references(() => chatSessions.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A lawyer's Telegram, where their alerts go (one Telegram chat per account and vice versa). */
export const telegramStaffLinks = pgTable(
  "telegram_staff_links",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    telegramChatId: bigint("telegram_chat_id", { mode: "number" }).notNull(),
    telegramUsername: text("telegram_username"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("telegram_staff_links_chat").on(table.telegramChatId)],
);

/** An alert a lawyer switched off for one channel (`telegram`): absent means on. */
export const alertOptOuts = pgTable(
  "alert_opt_outs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    kind: text("kind").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.channel, table.kind] })],
);

/**
 * A site chat continued in a client's Telegram (issue 47 §3). Deleted with the chat (and so with
 * an erased client), or when either side unlinks. `last_used_at` picks the chat a message without
 * a reply goes to.
 */
export const telegramChatTies = pgTable(
  "telegram_chat_ties",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    telegramChatId: bigint("telegram_chat_id", { mode: "number" }).notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.telegramChatId] }),
    index("telegram_chat_ties_chat_idx").on(table.telegramChatId),
  ],
);

/** What the bot sends: a text with an optional button, or a chat file as a document. */
export interface TelegramOutgoing {
  text: string;
  button?: { text: string; url: string };
  /** A chat file (chat_files.id) sent as a document, with `text` as its caption. */
  fileId?: string;
}

/**
 * Messages for the bot to send, written in the transaction of the event they tell of and sent by
 * the Telegram worker after it (a lease, retries), as the mail and push outboxes are. A lawyer's
 * gathered alert (`batch_key`: one per chat within a minute) stays after it was sent
 * (`sent_at`), so the next message of that chat within the minute waits for the minute's end.
 */
export const telegramOutbox = pgTable(
  "telegram_outbox",
  {
    id: text("id").primaryKey(),
    telegramChatId: bigint("telegram_chat_id", { mode: "number" }).notNull(),
    /** The lawyer an alert is for (null: a client's tie). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => chatSessions.id, { onDelete: "cascade" }),
    batchKey: text("batch_key"),
    count: integer("count").notNull().default(1),
    message: jsonb("message").$type<TelegramOutgoing>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("telegram_outbox_batch_key").on(table.batchKey),
    index("telegram_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
  ],
);

/**
 * What the bot sent, by Telegram's (chat, message) id: a reply to it is posted into that site
 * chat, as the lawyer (`user_id`) or from the client's tie (null). Kept 30 days.
 */
export const telegramSentMessages = pgTable(
  "telegram_sent_messages",
  {
    telegramChatId: bigint("telegram_chat_id", { mode: "number" }).notNull(),
    messageId: bigint("message_id", { mode: "number" }).notNull(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.telegramChatId, table.messageId] }),
    index("telegram_sent_messages_sent_idx").on(table.sentAt),
  ],
);
