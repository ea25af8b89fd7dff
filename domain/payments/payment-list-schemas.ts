/**
 * GET /api/executor/payments (issue 11 §1): every payment with who paid and how to reach them,
 * for the cabinet's «Платежи» tab. The totals are the earnings tab's own figures.
 */
import { z } from "zod";
import { pageQueryShape, pageSchema } from "../paging-schemas.ts";
import { earningsStatsSchema } from "./payment-schemas.ts";
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PAYMENTS_PAGE_SIZE,
} from "./payments.ts";

const FILTER_INVALID = "Некорректный фильтр платежей";

export const executorPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATES, { error: FILTER_INVALID }).optional(),
  kind: z.enum(PAYMENT_KINDS, { error: FILTER_INVALID }).optional(),
  /** The payer's name, e-mail or phone (any part; a phone also by its digits). */
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape(PAYMENTS_PAGE_SIZE, 100),
});
export type ExecutorPaymentsQuery = z.infer<typeof executorPaymentsQuerySchema>;
export type ExecutorPaymentsQueryInput = z.input<typeof executorPaymentsQuerySchema>;

export const executorPaymentSchema = z.object({
  id: z.string(),
  /** Roubles. */
  amount: z.number(),
  /** Roubles given back so far (issue 31 §4). */
  refunded_amount: z.number(),
  /** A provider's refund not settled yet: no second one is offered meanwhile. */
  refund_pending: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATES),
  kind: z.enum(PAYMENT_KINDS),
  /** How it was paid: a confirmed transfer (manual), a card or СБП (issue 44 §3). */
  method: z.enum(PAYMENT_METHODS),
  description: z.string(),
  /** The catalogue service's title (or what was paid for when the service is gone). */
  service_title: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  payer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** The chat with the payer; null when that chat was deleted (a guest chat after 24 hours). */
  chat_session_id: z.string().nullable(),
  /** Whether that chat is a guest chat (opened at /guest-chat/{id}). */
  chat_is_guest: z.boolean(),
});
export type ExecutorPayment = z.infer<typeof executorPaymentSchema>;

export const executorPaymentsPageSchema = pageSchema(executorPaymentSchema).extend({
  /** The same figures as GET /api/executor/earnings/stats, from the same query. */
  totals: earningsStatsSchema,
});
export type ExecutorPaymentsPage = z.infer<typeof executorPaymentsPageSchema>;
