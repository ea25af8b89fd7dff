import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TimeRange, Weekday } from "../../../domain/office-hours/week.ts";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role", { enum: ["client", "executor", "admin"] }).notNull(),
    clientType: text("client_type", { enum: ["individual", "corporate"] }),
    /** E.164. Confirmed by a code from an SMS when phoneConfirmedAt is set (issue 45). */
    phone: text("phone"),
    /**
     * When the number was confirmed by an SMS code: the law's identification of the account
     * (149-FZ, 406-FZ) and the key of its simple electronic signature. One account per confirmed
     * number (a partial unique index).
     */
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    /**
     * The Yandex ID account that signs this one in (issue 45 §2, docs/decisions/060): Yandex's
     * `id` of the user, linked at a sign-in by the same confirmed phone or at a registration
     * begun from Yandex ID. One account per Yandex ID (a partial unique index).
     */
    yandexId: text("yandex_id"),
    companyName: text("company_name"),
    inn: text("inn"),
    /**
     * Switched off, not deleted (issue 27 §1): a former operator account once ADMIN_EMAIL names
     * another. Login refuses it and its sessions are gone; its history stays attributed.
     */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * The account ADMIN_EMAIL manages (or the one generated at the first start): a changed
     * ADMIN_EMAIL switches the former one off. Administrators invited in «Сотрудники» are not.
     */
    isOperator: boolean("is_operator").notNull().default(false),
    /** Staff: how many open chats they take before new ones wait in the queue (issue 30 §2). */
    maxOpenChats: integer("max_open_chats").notNull().default(20),
    /**
     * Staff: whether chats are given to them (issue 44 §3). An administrator who runs the firm
     * but is no practising lawyer is left out of assignment and never named to a client.
     */
    acceptsChats: boolean("accepts_chats").notNull().default(true),
    /**
     * Staff: the photo clients see beside the lawyer's name (issue 30 §1), PNG or JPEG checked by
     * content, in file storage under photo_key; photo_updated_at versions its address.
     */
    photoKey: text("photo_key"),
    photoType: text("photo_type"),
    photoSize: integer("photo_size"),
    photoUpdatedAt: timestamp("photo_updated_at", { withTimezone: true }),
    /**
     * Staff: the lawyer's own working week for bookings (issue 48 §1), ranges per weekday in
     * Moscow time; null keeps the firm's office hours. The firm's holidays hold either way.
     */
    workingWeek: jsonb("working_week").$type<Record<Weekday, TimeRange[]>>(),
    /**
     * An administrator made by another administrator sets up a second factor at the first
     * sign-in, before anything else (issue 43 §1): until the factor is confirmed every call but
     * the set-up's is refused (server/auth/route-policy.ts); the confirmation clears it.
     */
    secondFactorSetupDue: boolean("second_factor_setup_due").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    uniqueIndex("users_confirmed_phone_key")
      .on(table.phone)
      .where(sql`${table.phoneConfirmedAt} is not null`),
    uniqueIndex("users_yandex_id_key").on(table.yandexId).where(sql`${table.yandexId} is not null`),
    check("users_role_check", sql`${table.role} in ('client', 'executor', 'admin')`),
    check(
      "users_client_type_check",
      sql`(${table.role} = 'client') = (${table.clientType} is not null)`,
    ),
  ],
);

/** Opaque bearer tokens: only their SHA-256 is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Shown in the owner's list of sessions, so a stranger's sign-in stands out. */
    userAgent: text("user_agent"),
    /** The address of the latest request (updated with last_seen_at). */
    ip: text("ip"),
    /** Touched at most once a minute per session (sessions.ts), not on every request. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Until when this session may do what grants power or moves money without proving its
     * owner again (issue 43 §1, "sudo mode"): set by a re-authentication, never by a sign-in.
     */
    reauthenticatedUntil: timestamp("reauthenticated_until", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * «Сотрудники» (issue 30 §1): an administrator's invitation, accepted once through the mailed
 * link (only the token's SHA-256 is kept). A new invitation to the same address replaces an
 * unused one; accepting creates the account.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role", { enum: ["executor", "admin"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The account made from it must set up a second factor first (an invited administrator). */
    secondFactorRequired: boolean("second_factor_required").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_invitations_token_hash_key").on(table.tokenHash),
    index("staff_invitations_email_idx").on(table.email),
    check("staff_invitations_role_check", sql`${table.role} in ('executor', 'admin')`),
  ],
);
