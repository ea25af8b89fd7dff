import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { PaymentState } from "../../../domain/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { paymentRefunds, payments, sandboxPayments } from "../../db/schema/payments.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "../../platform/payments/payment-provider.ts";

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** Like YooKassa, an unpaid checkout expires (about an hour) and reads canceled from then on. */
const CHECKOUT_LIFETIME_MS = 3_600_000;

const REFUND_ID_PREFIX = "sandbox-refund-";

/** The sandbox's own checkout page, served by the SPA (web/features/payments). */
export const sandboxCheckoutPath = (id: string) => `/payment/sandbox/${id}`;

function toProviderPayment(row: SandboxRow): ProviderPayment {
  return {
    id: row.id,
    status: row.status as PaymentState,
    amountKopecks: row.amountKopecks,
    currency: row.currency,
    metadata: row.metadata,
    confirmationUrl: sandboxCheckoutPath(row.id),
    paidAt: null,
  };
}

export interface SandboxProvider extends PaymentProvider {
  find(id: string): Promise<SandboxRow | null>;
  /** The payer's choice on the checkout page; null when the payment is no longer pending. */
  decide(id: string, action: "pay" | "cancel"): Promise<SandboxRow | null>;
}

/**
 * PAYMENT_PROVIDER=sandbox: a test provider inside the app that behaves like a real one — its
 * own records, an idempotent create, a checkout page that pays or cancels, and a notification to
 * our payment service that is then checked by reading the payment back. No money moves.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  /** Reads a record; an unpaid one past its lifetime is canceled on the way, as it expired. */
  const find = async (id: string) => {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    if (row?.status !== "pending" || Date.now() - row.createdAt.getTime() <= CHECKOUT_LIFETIME_MS) {
      return row ?? null;
    }
    const [expired] = await db
      .update(sandboxPayments)
      .set({ status: "canceled" })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "pending")))
      .returning();
    return (
      expired ??
      (await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0] ??
      null
    );
  };
  return {
    name: "sandbox",
    async create(payment) {
      await db
        .insert(sandboxPayments)
        .values({
          id: randomUUID(),
          idempotenceKey: payment.idempotenceKey,
          method: payment.method,
          amountKopecks: payment.amountKopecks,
          currency: "RUB",
          description: payment.description,
          returnUrl: payment.returnUrl,
          metadata: payment.metadata,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotenceKey, payment.idempotenceKey));
      if (!row) throw new Error("sandbox payment vanished");
      return toProviderPayment(row);
    },
    async get(id) {
      const row = await find(id);
      return row ? toProviderPayment(row) : null;
    },
    /** A refund of a paid test payment succeeds at once (issue 31 §4: «sandbox at once»). */
    async refund(refund) {
      const row = await find(refund.providerPaymentId);
      if (row?.status !== "succeeded") {
        throw new PaymentProviderError("sandbox: the payment is not paid", 400);
      }
      return {
        id: `${REFUND_ID_PREFIX}${refund.idempotenceKey}`,
        paymentId: row.id,
        status: "succeeded",
        amountKopecks: refund.amountKopecks,
      };
    },
    /** The sandbox keeps no refund records of its own: our refund under that id is the record. */
    async getRefund(providerRefundId) {
      if (!providerRefundId.startsWith(REFUND_ID_PREFIX)) return null;
      const [found] = await db
        .select({
          amountKopecks: paymentRefunds.amountKopecks,
          paymentId: payments.providerPaymentId,
        })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(paymentRefunds.id, providerRefundId.slice(REFUND_ID_PREFIX.length)));
      if (!found?.paymentId) return null;
      return {
        id: providerRefundId,
        paymentId: found.paymentId,
        status: "succeeded",
        amountKopecks: found.amountKopecks,
      };
    },
    find,
    async decide(id, action) {
      const open = and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, "pending"),
        gt(sandboxPayments.createdAt, new Date(Date.now() - CHECKOUT_LIFETIME_MS)),
      );
      const [row] = await db
        .update(sandboxPayments)
        .set({ status: action === "pay" ? "succeeded" : "canceled" })
        .where(open)
        .returning();
      return row ?? null;
    },
  };
}
