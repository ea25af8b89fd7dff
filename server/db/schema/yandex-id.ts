import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One sign-in with Yandex ID, from the button to the session (issue 45 §2,
 * docs/decisions/060-yandex-id.md). Kept in the database, not in an instance's memory, so the
 * callback may reach another instance than the start did. Every secret is kept as its SHA-256:
 *
 * - the start: `state` (sent to Yandex and back) and the browser's own key (a cookie; a link with
 *   someone else's `state` and code opens nothing in another browser), with the PKCE verifier
 *   Yandex will ask for, for 10 minutes; the callback claims the row once (`returned_at`);
 * - the callback's outcome: the Yandex account, and the account it signs in (`user_id`) or what a
 *   registration is prefilled with; the one-time code the page exchanges, for 60 seconds, once;
 * - a registration's link: the token `POST /api/auth/register` takes as `yandex_link` (30
 *   minutes, once) to link the new account to the Yandex account in its own transaction.
 *
 * Rows are deleted a day after they start (server/jobs.ts): the prefill is personal data.
 */
export const yandexIdSignIns = pgTable(
  "yandex_id_sign_ins",
  {
    id: text("id").primaryKey(),
    stateHash: text("state_hash").notNull(),
    browserHash: text("browser_hash").notNull(),
    /** The PKCE code_verifier; blanked once the callback has used it. */
    codeVerifier: text("code_verifier"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    stateExpiresAt: timestamp("state_expires_at", { withTimezone: true }).notNull(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    /** Yandex's `id` of the person, once the callback has read it. */
    yandexId: text("yandex_id"),
    /** The account the sign-in opens (linked before, or now by the same confirmed phone). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A registration's prefill: what Yandex says of the person (no account had them). */
    fullName: text("full_name"),
    email: text("email"),
    phone: text("phone"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    exchangedAt: timestamp("exchanged_at", { withTimezone: true }),
    linkHash: text("link_hash"),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("yandex_id_sign_ins_state_key").on(table.stateHash),
    uniqueIndex("yandex_id_sign_ins_code_key").on(table.codeHash),
    uniqueIndex("yandex_id_sign_ins_link_key").on(table.linkHash),
    index("yandex_id_sign_ins_started_idx").on(table.startedAt),
  ],
);
