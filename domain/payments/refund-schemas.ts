/** Refund API shapes (issue 31 §4). */
import { z } from "zod";
import { isWholeKopecks } from "../money.ts";
import { PAYMENT_AMOUNT_MAX } from "./payments.ts";
import { REFUND_REASON_MAX, REFUND_STATES, REFUND_TEXTS as T } from "./refunds.ts";

/** POST /api/executor/payments/{id}/refund: roubles (whole kopecks) and why. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: T.amountInvalid })
    .positive({ error: T.amountInvalid })
    .max(PAYMENT_AMOUNT_MAX, { error: T.amountInvalid })
    .refine(isWholeKopecks, { error: T.amountInvalid }),
  reason: z
    .string({ error: T.reasonRequired })
    .trim()
    .min(1, { error: T.reasonRequired })
    .max(REFUND_REASON_MAX, { error: T.reasonTooLong }),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  /** Roubles. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATES),
  created_at: z.string(),
  /** The payment's refunded total after this refund, roubles (succeeded refunds only). */
  refunded_amount: z.number(),
});
export type Refund = z.infer<typeof refundSchema>;
