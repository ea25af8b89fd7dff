/** Refund API shapes (issue 31 §4). */
import { z } from "zod";
import { moneySchema } from "../money-schemas.ts";
import { PAYMENT_AMOUNT_MAX } from "./payments.ts";
import { REFUND_REASON_MAX, REFUND_STATES, REFUND_TEXTS as T } from "./refunds.ts";

/** POST /api/executor/payments/{id}/refund: roubles (whole kopecks) and why. */
export const refundRequestSchema = z.object({
  // From one kopeck: `1e-9` is no kopeck and is refused here, not by the database (issue 43 §4).
  amount: moneySchema({
    min: 0.01,
    max: PAYMENT_AMOUNT_MAX,
    texts: {
      invalid: T.amountInvalid,
      tooSmall: T.amountInvalid,
      tooLarge: T.amountInvalid,
      decimals: T.amountInvalid,
    },
  }),
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
