import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A staff account's TOTP (docs/decisions/038-second-factor.md). The secret is stored encrypted
 * (server/auth/second-factor/secret-box.ts); `enabled_at` is null while the set-up waits for its
 * first code. `last_time_step` is the 30-second step of the last code accepted: no code of that
 * step or an earlier one is accepted again (replay).
 */
export const secondFactors = pgTable("second_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time codes per account, only their SHA-256 kept; a used one keeps its row. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_key").on(table.userId, table.codeHash)],
);

/**
 * The step between a right password and a session when the account has a second factor: a
 * random token (its SHA-256 here) that lives minutes, dies after a few wrong codes, used once.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Codes tried with it, each counted before it is checked (a right one ends the row). */
    failures: integer("failures").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("login_challenges_token_hash_key").on(table.tokenHash),
    index("login_challenges_expires_at_idx").on(table.expiresAt),
  ],
);
