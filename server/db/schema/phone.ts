import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A code sent by SMS to a number (issue 45 §1, docs/decisions/059). Only the code's hash is kept;
 * `tries` counts wrong codes atomically (an UPDATE … RETURNING), so codes sent at once cannot
 * pass the limit. A right code for registration or confirmation issues `phone_token` (its hash
 * here), the proof of the number for 15 minutes, used once. The rows are also the count the
 * limits read (per number, per address, per site), so they stay a day after they expire.
 */
export const phoneChallenges = pgTable(
  "phone_challenges",
  {
    id: text("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: ["login", "register", "confirm", "sign"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    /** The client's address: the per-address limit counts by it. */
    ip: text("ip").notNull(),
    /** The account the code was sent for (a signature's signer), where one is known. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What the code is for beyond its purpose (a signature request's id). */
    subject: text("subject"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The right code was given: the challenge is spent. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
  },
  (table) => [
    index("phone_challenges_phone_idx").on(table.phone, table.createdAt),
    index("phone_challenges_ip_idx").on(table.ip, table.createdAt),
    index("phone_challenges_created_idx").on(table.createdAt),
    index("phone_challenges_token_idx").on(table.tokenHash),
  ],
);

/**
 * The outbox of SMS, like the mail's (server/modules/mail/outbox.ts): the row commits with the
 * challenge, a worker sends it with retries, the text is blanked once done and never logged. An
 * SMS not sent before `expiresAt` (its code is dead by then) is dropped instead of sent late.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "expired"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    /** The gateway's id of the message, for the operator's record. */
    providerId: text("provider_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("sms_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check("sms_outbox_attempts_check", sql`${table.attempts} >= 0`),
  ],
);

/** The days the site's SMS cap was reached: the administrators get one mail per such day. */
export const smsCapAlerts = pgTable("sms_cap_alerts", {
  day: date("day").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
