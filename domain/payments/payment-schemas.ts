/**
 * Payment API shapes (spec 1 §3/§7, spec 2 §7, spec 3 §3/§7) as zod schemas: server validation,
 * OpenAPI and types. The web imports only types from here.
 */
import { z } from "zod";
import { PAYMENT_STATUSES } from "../chat/chat.ts";
import { shownDocumentVersionsSchema } from "../consents/consent-schemas.ts";
import { optionalPhoneSchema } from "../contacts/phone-schema.ts";
import { moneyTextSchema } from "../money-schemas.ts";
import { TARIFF_KEYS } from "../tariffs/tariffs.ts";
import { PAYMENT_AMOUNT_FIELD } from "./payment-refusals.ts";
import {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_CURRENCY,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PAYMENT_TEXTS as T,
} from "./payments.ts";

const isoDate = z.string();

/** Roubles from 1 ₽ to the one-payment maximum, in whole kopecks; a form's text too. */
const amount = moneyTextSchema(PAYMENT_AMOUNT_FIELD);

const requiredText = (max: number, error: string) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error });

/**
 * POST /api/payments/create (spec 1 §7) plus what it pays for: a catalogue service
 * (`service_id`), a business tariff (`plan_type`) or an executor's payment request in a chat
 * (`session_id` with the request's `message_id`) or a booked consultation (`booking_id`). The
 * amount is checked against our own data.
 */
export const createPaymentSchema = z
  .object({
    amount,
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .default(PAYMENT_CURRENCY)
      .refine((value) => value === PAYMENT_CURRENCY, { error: T.currencyUnsupported }),
    description: z.string().trim().max(500).optional().nullable(),
    client_name: requiredText(200, T.nameAndEmailRequired),
    client_email: requiredText(254, T.nameAndEmailRequired)
      .toLowerCase()
      .pipe(z.email({ error: T.emailInvalid })),
    client_phone: optionalPhoneSchema
      .optional()
      .nullable()
      .transform((value) => value ?? null),
    service_type: z.string().trim().max(50).optional().nullable(),
    return_url: z.string().trim().max(2000).optional().nullable(),
    service_id: z.coerce.number().int().positive().optional().nullable(),
    plan_type: z.enum(TARIFF_KEYS).optional().nullable(),
    session_id: z.string().trim().max(64).optional().nullable(),
    message_id: z.coerce.number().int().positive().optional().nullable(),
    /** A consultation booked at a set time and held unpaid (issue 48 §2): paid, it is confirmed. */
    booking_id: z.string().trim().max(64).optional().nullable(),
    /** A guest's key to that booking (its manage token); a signed-in client needs none. */
    booking_token: z.string().trim().max(100).optional().nullable(),
    /**
     * With `service_id`: the payer's chat open for that service (a guest's holds its id), which
     * the payment joins instead of opening another (issue 28). One that is not open, not the
     * payer's or about another service is ignored: the payment opens a chat as without it.
     */
    chat_session_id: z.string().trim().max(64).optional().nullable(),
    /** card (the default) or sbp: the provider's card form or its QR code (issue 31 §5). */
    method: z
      .enum(ONLINE_PAYMENT_METHODS, { error: T.sbpMethodInvalid })
      .optional()
      .default("card"),
    /** The form's consent tick (issue 10 §6); recorded in the consent log with the payment. */
    agree_to_terms: z.literal(true, { error: T.consentRequired }),
    ...shownDocumentVersionsSchema.shape,
  })
  .superRefine((body, ctx) => {
    const targets = [body.service_id, body.plan_type, body.session_id, body.booking_id].filter(
      (value) => value !== undefined && value !== null,
    );
    if (targets.length !== 1) {
      ctx.addIssue({ code: "custom", path: ["service_id"], message: T.targetMissing });
    }
  });
export type CreatePaymentRequest = z.input<typeof createPaymentSchema>;
export type CreatePayment = z.output<typeof createPaymentSchema>;

export const createPaymentResponseSchema = z.object({
  payment_id: z.string(),
  confirmation_url: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** GET /api/payments/{id}: what the /payment/result page shows. No payer's data. */
export const paymentSchema = z.object({
  payment_id: z.string(),
  status: z.enum(PAYMENT_STATES),
  /** Roubles. */
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  service_type: z.string(),
  service_id: z.number().int().nullable(),
  plan_type: z.string().nullable(),
  /** A guest's chat id only to the browser that paid (its Idempotence-Key), else null. */
  chat_session_id: z.string().nullable(),
  /** The payment's chat is a guest chat (/guest-chat/{id}), not a client's. */
  guest_chat: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  created_at: isoDate,
  paid_at: isoDate.nullable(),
  /** Roubles given back so far (issue 31 §4); the whole amount once «refunded». */
  refunded_amount: z.number(),
  /** card or sbp; null for a transfer confirmed by hand. */
  method: z.enum(ONLINE_PAYMENT_METHODS).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/settings: what the card payment modal needs to know. */
export const paymentSettingsSchema = z.object({
  provider: z.enum(["sandbox", "yookassa"]),
  /** True with the built-in sandbox: no real money moves. */
  test_mode: z.boolean(),
  /** The provider takes СБП (issue 31 §5): the modal offers it beside the card. */
  sbp: z.boolean(),
  /** Manual transfer details from configuration; null when the operator has not set them. */
  manual: z
    .object({
      card_number: z.string().nullable(),
      phone: z.string().nullable(),
      recipient: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The sandbox provider's confirmation page (`/payment/sandbox/{id}`). */
export const sandboxPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(PAYMENT_STATES),
  return_url: z.string(),
  shop_name: z.string(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  /** СБП: the QR code (SVG) that opens this page on a phone; null for a card payment. */
  qr_svg: z.string().nullable(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

export const sandboxDecisionSchema = z.object({ action: z.enum(["pay", "cancel"]) });
export const sandboxDecisionResponseSchema = z.object({ return_url: z.string() });

/** POST /api/chat/sessions/{id}/executor-messages (spec 2 §7): a payment request. */
export const paymentRequestSchema = z.object({
  message_type: z.literal("payment_request").optional().default("payment_request"),
  payment_amount: amount,
  content: z.string().trim().max(2000).optional().default(""),
  /**
   * What is sold, for the invoice's line (issue 44 §2): required in the corporate chat, whose own
   * title names no service; elsewhere the chat's service.
   */
  service_title: z
    .string({ error: T.requestServiceTooLong })
    .trim()
    .max(300, { error: T.requestServiceTooLong })
    .nullish()
    .transform((value) => value || null),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/** POST /api/chat/sessions/{id}/mark-paid: the amount received, else the requested amount. */
export const markPaidSchema = z.object({ amount: amount.optional().nullable() });
export type MarkPaidRequest = z.input<typeof markPaidSchema>;

/** POST /api/chat/sessions/{id}/update-payment-status (spec 3 §7). */
export const updatePaymentStatusSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES, { error: "Неизвестный статус оплаты" }),
});
export type UpdatePaymentStatusRequest = z.input<typeof updatePaymentStatusSchema>;

const periodSchema = z.object({ amount: z.number(), count: z.number().int() });

/** GET /api/executor/earnings/stats (spec 3 §3). Roubles. */
export const earningsStatsSchema = z.object({
  today: periodSchema,
  yesterday: periodSchema,
  week: periodSchema,
  month: periodSchema,
});
export type EarningsStats = z.infer<typeof earningsStatsSchema>;

/** GET /api/executor/earnings/monthly (spec 3 §3): every month of the year, empty ones too. */
export const monthlyEarningsSchema = z.object({
  year: z.number().int(),
  total_amount: z.number(),
  total_count: z.number().int(),
  monthly_breakdown: z.array(
    z.object({
      month: z.number().int().min(1).max(12),
      month_name: z.string(),
      amount: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>;
export const monthlyEarningsQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** GET /api/business-tariffs/stats (spec 3 §3). Counts and revenue are of paid purchases. */
export const businessTariffStatsSchema = z.object({
  total_purchases: z.number().int(),
  total_revenue: z.number(),
  tariff_stats: z.record(
    z.string(),
    z.object({ name: z.string(), count: z.number().int(), revenue: z.number() }),
  ),
  recent_purchases: z.array(
    z.object({
      id: z.string(),
      tariff_name: z.string(),
      amount: z.number(),
      payment_status: z.enum(PAYMENT_STATES),
      created_at: isoDate,
    }),
  ),
});
export type BusinessTariffStats = z.infer<typeof businessTariffStatsSchema>;
