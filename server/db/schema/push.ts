import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A browser that takes Web Push for a staff account (issue 47 §4): the push service's address for
 * it and the keys its messages are encrypted to (RFC 8291). An address belongs to one browser, so
 * it is unique: subscribing it again under another account moves it. Deleted with the account.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret, base64url, as PushSubscription gives them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId),
  ],
);

/**
 * Pushes waiting to be sent: written in the transaction of the event they tell of, sent by the
 * push worker after it (a lease, retries with backoff), as the mail outbox does. A row goes with
 * its subscription.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** What the service worker shows: {title, body, url, tag}. */
    payload: jsonb("payload").$type<Record<string, string>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
  },
  (table) => [index("push_outbox_due_idx").on(table.nextAttemptAt)],
);
