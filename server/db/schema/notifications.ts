import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { chatSessions } from "./chat.ts";
import { users } from "./users.ts";

/**
 * The in-app notification centre (issue 14 §3): one row per person and event, written in the
 * event's transaction like the mail outbox, so the bell and the mail never disagree.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What happened (domain/notifications): the icon and the mail category follow from it. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** Gathered events (messages in one chat) update one unread notification and count here. */
    count: integer("count").notNull().default(1),
    /** Where the notification leads inside the app (a path, never an outside address). */
    link: text("link"),
    sessionId: text("session_id").references(() => chatSessions.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_idx").on(table.userId, table.id),
    // A person's unread ones (the bell's count, «прочитать все») and, by chat, the unread one a new
    // message joins: with the chat in the same index the planner needs no statistics to pick it.
    index("notifications_unread_chat_idx")
      .on(table.userId, table.sessionId)
      .where(sql`${table.readAt} is null`),
    // A chat's notifications for everyone: those its reading marks read, and the cascade when the
    // chat is deleted (each scanned the whole table before).
    index("notifications_session_idx").on(table.sessionId),
  ],
);

/**
 * Canned replies (issue 14 §3): an executor's saved texts with a title, inserted into a message
 * with «/». Each executor keeps their own.
 */
export const cannedReplies = pgTable(
  "canned_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("canned_replies_owner_idx").on(table.ownerId, table.title)],
);
