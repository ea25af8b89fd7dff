import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { services } from "./catalogue.ts";
import { chatMessages, chatSessions } from "./chat.ts";
import { users } from "./users.ts";

/**
 * One row per payment we asked a provider for (or a transfer the executor confirmed by hand).
 * Money records outlive what they paid for: deleting a chat, a service or a user keeps the row.
 * The status changes only in server/modules/payments/payment-status.ts.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    /** card or sbp for a provider's payment (issue 31 §5); null for a transfer confirmed by hand. */
    method: text("method"),
    providerPaymentId: text("provider_payment_id"),
    amountKopecks: bigint("amount_kopecks", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("RUB"),
    description: text("description").notNull(),
    /** tariff, business_tariff, service_list, guest_chat, chat, or the service's category. */
    serviceType: text("service_type").notNull(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    planType: text("plan_type"),
    chatSessionId: text("chat_session_id").references(() => chatSessions.id, {
      onDelete: "set null",
    }),
    /** A consultation booked at a set time (issue 48): paid, it is confirmed. */
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    requestMessageId: integer("request_message_id").references(() => chatMessages.id, {
      onDelete: "set null",
    }),
    payerUserId: integer("payer_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Null only on a manual transfer from a guest who gave no e-mail. */
    payerName: text("payer_name"),
    payerEmail: text("payer_email"),
    payerPhone: text("payer_phone"),
    /** The executor who confirmed a manual transfer. */
    confirmedByUserId: integer("confirmed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    status: text("status").notNull().default("pending"),
    confirmationUrl: text("confirmation_url"),
    /** Where the provider returns the browser; null for a manual transfer. */
    returnUrl: text("return_url"),
    /** The browser's Idempotence-Key: a repeated create answers the same payment. */
    clientKey: text("client_key"),
    /**
     * Whose key it is ("user:{id}", or "email:{address}" for a guest): a key is looked up only
     * among its payer's payments, so another payer sending it never gets the first one's payment.
     */
    payerKey: text("payer_key"),
    cancellationReason: text("cancellation_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * Money given back through refunds that succeeded (issue 31 §4); earnings and statistics count
     * `amount_kopecks - refunded_kopecks`. Equal to the amount once the payment is refunded.
     */
    refundedKopecks: bigint("refunded_kopecks", { mode: "number" }).notNull().default(0),
    /** When we last asked the provider (re-reads of a pending payment are spaced out). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_payment_key")
      .on(table.provider, table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
    uniqueIndex("payments_payer_client_key")
      .on(table.payerKey, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
    index("payments_paid_idx").on(table.paidAt).where(sql`${table.status} = 'succeeded'`),
    index("payments_plan_idx")
      .on(table.planType, table.createdAt)
      .where(sql`${table.planType} is not null`),
    index("payments_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index("payments_chat_idx").on(table.chatSessionId),
    index("payments_booking_idx").on(table.bookingId),
    // A client's paid total in «Клиенты», their export, and anonymising them when erased.
    index("payments_payer_user_idx").on(table.payerUserId),
    check(
      "payments_status_check",
      sql`${table.status} in ('pending', 'succeeded', 'canceled', 'refunded')`,
    ),
    check("payments_provider_check", sql`${table.provider} in ('sandbox', 'yookassa', 'manual')`),
    check(
      "payments_method_check",
      sql`${table.method} is null or ${table.method} in ('card', 'sbp')`,
    ),
    check("payments_amount_check", sql`${table.amountKopecks} > 0`),
    check(
      "payments_refunded_check",
      sql`${table.refundedKopecks} >= 0 and ${table.refundedKopecks} <= ${table.amountKopecks}`,
    ),
    check("payments_currency_check", sql`${table.currency} = 'RUB'`),
  ],
);

/**
 * Refunds of a payment (issue 31 §4). The payment's row is locked while one is added, so the sum
 * of refunds not canceled never passes the amount, whatever runs at once. Our id is the
 * provider's Idempotence-Key: a refund asked again after a timeout is the same refund.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountKopecks: bigint("amount_kopecks", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When we last asked the provider about a pending refund. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (table) => [
    index("payment_refunds_payment_idx").on(table.paymentId),
    index("payment_refunds_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      "payment_refunds_status_check",
      sql`${table.status} in ('pending', 'succeeded', 'canceled')`,
    ),
    check("payment_refunds_amount_check", sql`${table.amountKopecks} > 0`),
  ],
);

/**
 * The built-in test provider's own records (while the sandbox takes payments): what a real
 * provider keeps on its side. Our `payments` row points here by `provider_payment_id`.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    idempotenceKey: text("idempotence_key").notNull(),
    /** card: the card form; sbp: the QR page (issue 31 §5). */
    method: text("method").notNull().default("card"),
    amountKopecks: bigint("amount_kopecks", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("pending"),
    returnUrl: text("return_url").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sandbox_payments_idempotence_key").on(table.idempotenceKey),
    check(
      "sandbox_payments_status_check",
      sql`${table.status} in ('pending', 'succeeded', 'canceled', 'refunded')`,
    ),
  ],
);

/**
 * How the site takes money, as the operator set it in the cabinet (issue 28 §2): one row, read
 * under the environment (a variable that is set wins, decision 041). The YooKassa secret is
 * sealed with the second-factor key (AES-256-GCM), so a dump of the table alone holds no key.
 */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Null until the operator chooses: the built-in sandbox then. */
    provider: text("provider"),
    yookassaShopId: text("yookassa_shop_id"),
    yookassaSecretSealed: text("yookassa_secret_sealed"),
    manualCard: text("manual_card"),
    manualPhone: text("manual_phone"),
    manualRecipient: text("manual_recipient"),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("payment_settings_single_row", sql`${table.id} = 1`),
    check(
      "payment_settings_provider_check",
      sql`${table.provider} is null or ${table.provider} in ('sandbox', 'yookassa')`,
    ),
  ],
);
