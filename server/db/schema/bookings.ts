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
import type { BookingFormat } from "../../../domain/booking/booking.ts";
import { services } from "./catalogue.ts";
import { chatSessions } from "./chat.ts";
import { users } from "./users.ts";

/** «Запись на консультацию» of a service (issue 48 §1): absent or off, the service is not booked. */
export const serviceBookings = pgTable("service_bookings", {
  serviceId: integer("service_id")
    .primaryKey()
    .references(() => services.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  durationMinutes: integer("duration_minutes").notNull(),
  formats: jsonb("formats").$type<BookingFormat[]>().notNull(),
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  minNoticeHours: integer("min_notice_hours").notNull().default(2),
  horizonDays: integer("horizon_days").notNull().default(30),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A consultation booked at a set time (issue 48 §2): held unpaid for 15 minutes
 * (`pending_payment`), `confirmed` once paid or at once when free, then `held` or `no_show`, or
 * `cancelled`. The lawyer's time it takes is [starts_at − buffer, ends_at + buffer].
 */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    serviceTitle: text("service_title").notNull(),
    lawyerId: integer("lawyer_id").references(() => users.id, { onDelete: "set null" }),
    clientId: integer("client_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => chatSessions.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The service's buffer when it was booked: a later change of the service does not move it. */
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    format: text("format").$type<BookingFormat>().notNull(),
    status: text("status").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    comment: text("comment"),
    priceKopecks: integer("price_kopecks").notNull().default(0),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /**
     * When the client chose to pay by bank transfer (null: online, or not chosen yet): the hold
     * is then a transfer's, and the lawyer confirms the money by hand.
     */
    transferRequestedAt: timestamp("transfer_requested_at", { withTimezone: true }),
    /** A guest's key to the booking (SHA-256 of the token mailed to them). */
    manageTokenHash: text("manage_token_hash"),
    /** The same token sealed with the app's key: the mails' links carry it (a guest's only key). */
    manageTokenSealed: text("manage_token_sealed"),
    /** The .ics invitation's SEQUENCE: up with every change (RFC 5545). */
    sequence: integer("sequence").notNull().default(0),
    /** The SEQUENCE the client was last told of (null: never): a change is mailed once. */
    notifiedSequence: integer("notified_sequence"),
    /** The video meeting's room name (unguessable), for the `video` format. */
    meetingRoom: text("meeting_room"),
    cancelReason: text("cancel_reason"),
    /** The reminders sent (24 hours and 1 hour before): each once, across instances. */
    dayReminderSentAt: timestamp("day_reminder_sent_at", { withTimezone: true }),
    hourReminderSentAt: timestamp("hour_reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_lawyer_time_idx").on(table.lawyerId, table.startsAt),
    index("bookings_client_idx").on(table.clientId),
    uniqueIndex("bookings_manage_token_idx").on(table.manageTokenHash),
    check(
      "bookings_status_check",
      sql`${table.status} in ('pending_payment', 'confirmed', 'held', 'no_show', 'cancelled')`,
    ),
    check("bookings_format_check", sql`${table.format} in ('phone', 'video', 'office')`),
    check("bookings_time_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
