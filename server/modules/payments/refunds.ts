import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { formatKopecks, kopecksToRoubles } from "../../../domain/money.ts";
import type { Refund } from "../../../domain/payments/refund-schemas.ts";
import {
  type RefundState,
  refundableKopecks,
  REFUND_TEXTS as T,
} from "../../../domain/payments/refunds.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { paymentRefunds, payments } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import { AppError, conflict, notFound } from "../../errors.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
} from "../../platform/payments/payment-provider.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { receiptFor } from "../receipts/receipt-settings.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import type { PaymentContext } from "./payment-context.ts";
import { publishPaymentEvent } from "./payment-events.ts";
import { markChatRefunded } from "./payment-status.ts";
import type { PaymentRow } from "./serialize-payment.ts";
import { engineFor } from "./switching-provider.ts";

type RefundRow = typeof paymentRefunds.$inferSelect;

const toRefund = (row: RefundRow, refundedKopecks: number): Refund => ({
  id: row.id,
  payment_id: row.paymentId,
  amount: kopecksToRoubles(row.amountKopecks),
  reason: row.reason,
  status: row.status as RefundState,
  created_at: row.createdAt.toISOString(),
  refunded_amount: kopecksToRoubles(refundedKopecks),
});

/**
 * Reserves a refund: under the payment row's lock, the refunds not canceled plus this one stay
 * within the amount paid, so two refunds asked at once (two tabs, two instances) cannot pass it.
 */
async function reserveRefund(
  ctx: PaymentContext,
  actor: AuditActor,
  paymentId: string,
  input: { amountKopecks: number; reason: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for("update");
    if (!payment) throw notFound(T.paymentNotFound);
    if (payment.status !== "succeeded") throw conflict(T.notPaid);
    const [reserved] = await tx
      .select({
        kopecks: sql<number>`coalesce(sum(${paymentRefunds.amountKopecks}), 0)::bigint`.mapWith(
          Number,
        ),
      })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), ne(paymentRefunds.status, "canceled")));
    const left = refundableKopecks(payment.amountKopecks, reserved?.kopecks ?? 0);
    if (input.amountKopecks > left) throw conflict(T.tooMuch(left));
    const now = ctx.now();
    const refund = one(
      await tx
        .insert(paymentRefunds)
        .values({
          id: randomUUID(),
          paymentId,
          amountKopecks: input.amountKopecks,
          reason: input.reason,
          createdByUserId: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    await recordChange(tx, actor, {
      entityType: "payment",
      entityId: paymentId,
      action: "refund",
      entityTitle: payment.description,
      before: { refunded_amount: kopecksToRoubles(payment.refundedKopecks) },
      after: {
        refund_amount: kopecksToRoubles(input.amountKopecks),
        reason: input.reason,
        provider: payment.provider,
      },
    });
    return { payment, refund };
  });
}

/** The payer's e-mail and phone for the refund receipt and the mail: the payment's, else the account's. */
async function payerOf(db: Db, payment: PaymentRow) {
  if (payment.payerEmail || payment.payerUserId === null) {
    return { name: payment.payerName, email: payment.payerEmail, phone: payment.payerPhone };
  }
  const [user] = await db
    .select({ name: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, payment.payerUserId));
  return {
    name: payment.payerName ?? user?.name ?? null,
    email: user?.email ?? null,
    phone: payment.payerPhone ?? user?.phone ?? null,
  };
}

/** Asks the payment's provider; a final refusal cancels the refund, a failure to answer leaves it pending. */
async function askProvider(
  ctx: PaymentContext,
  engine: PaymentProvider,
  payment: PaymentRow,
  refund: RefundRow,
): Promise<RefundState> {
  const payer = await payerOf(ctx.db, payment);
  try {
    const remote = await engine.refund({
      idempotenceKey: refund.id,
      providerPaymentId: payment.providerPaymentId ?? "",
      amountKopecks: refund.amountKopecks,
      description: refund.reason,
      receipt: await receiptFor(ctx.db, ctx.receiptVatDefault ?? 1, payment, payer),
    });
    await ctx.db
      .update(paymentRefunds)
      .set({ providerRefundId: remote.id, checkedAt: ctx.now() })
      .where(eq(paymentRefunds.id, refund.id));
    return remote.status;
  } catch (error) {
    const final =
      error instanceof PaymentProviderError &&
      error.httpStatus !== null &&
      error.httpStatus >= 400 &&
      error.httpStatus < 500;
    ctx.log.warn({ err: error, refundId: refund.id, final }, "refund not accepted by the provider");
    return final ? "canceled" : "pending";
  }
}

/**
 * POST /api/executor/payments/{id}/refund: reserves the refund, asks the payment's provider for
 * it (outside any transaction), and applies what the provider says. A transfer confirmed by hand
 * is returned by hand: its refund is recorded as done. 502 when the provider refused it.
 */
export async function refundPayment(
  ctx: PaymentContext,
  actor: AuditActor,
  paymentId: string,
  input: { amountKopecks: number; reason: string },
): Promise<Refund> {
  const { payment, refund } = await reserveRefund(ctx, actor, paymentId, input);
  let state: RefundState = "succeeded";
  if (payment.provider !== "manual") {
    const engine = engineFor(ctx.provider, payment.provider);
    state =
      engine && payment.providerPaymentId
        ? await askProvider(ctx, engine, payment, refund)
        : "canceled";
  }
  const after = await settleRefund(ctx, refund, state);
  if (state === "canceled") throw new AppError(502, T.providerRefused);
  return toRefund(after.refund, after.payment.refundedKopecks);
}

/**
 * A refund's outcome, once: the pending row moves to `to` (a repeat or a lost race changes
 * nothing). A success adds to the payment's refunded sum, tells the chat and mails the payer;
 * the last part moves the payment to «refunded».
 */
export async function settleRefund(
  ctx: PaymentContext,
  refund: RefundRow,
  to: RefundState,
): Promise<{ refund: RefundRow; payment: PaymentRow }> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [moved] =
      to === "pending"
        ? []
        : await tx
            .update(paymentRefunds)
            .set({ status: to, updatedAt: now, checkedAt: now })
            .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "pending")))
            .returning();
    if (!moved || to !== "succeeded") {
      const [current] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
      if (!current) throw notFound(T.paymentNotFound);
      return { refund: moved ?? refund, payment: current, chat: null };
    }
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, refund.paymentId))
      .for("update");
    if (!locked) throw notFound(T.paymentNotFound);
    if (locked.status === "refunded") {
      // The provider's own report of a full refund came first (payment-status.ts): all is back.
      await mailPayer(tx, locked, moved);
      return { refund: moved, payment: locked, chat: null };
    }
    const refunded = Math.min(locked.refundedKopecks + moved.amountKopecks, locked.amountKopecks);
    const whole = refunded === locked.amountKopecks;
    const payment = one(
      await tx
        .update(payments)
        .set({
          refundedKopecks: refunded,
          updatedAt: now,
          ...(whole ? { status: "refunded", refundedAt: now } : {}),
        })
        .where(eq(payments.id, refund.paymentId))
        .returning(),
    );
    const chat = await markChatRefunded(tx, payment, now, {
      amountKopecks: moved.amountKopecks,
      whole,
    });
    await mailPayer(tx, payment, moved);
    return { refund: moved, payment, chat };
  });
  if (result.chat || result.refund.status !== refund.status) {
    await publishPaymentEvent(ctx, result.payment, result.chat);
  }
  return { refund: result.refund, payment: result.payment };
}

/** «Мы оформили возврат…» to the payer, in the refund's transaction. */
async function mailPayer(tx: Db, payment: PaymentRow, refund: RefundRow) {
  const payer = await payerOf(tx, payment);
  if (!payer.email) return;
  const site = await getSiteSettings(tx);
  const mail = renderMail(
    {
      greeting: T.mailGreeting(payer.name),
      paragraphs: [
        T.mailBody(formatKopecks(refund.amountKopecks), payment.description),
        T.mailReason(refund.reason),
        T.mailWhen,
      ],
    },
    site,
  );
  // About money: sent whatever the mail settings, like a receipt.
  await enqueueMail(tx, {
    to: payer.email,
    category: "security",
    userId: payment.payerUserId,
    sessionId: payment.chatSessionId,
    subject: T.mailSubject(siteNameOf(site)),
    ...mail,
  });
}

/** Pending refunds are asked about again after this long. */
const REFUND_RECHECK_MS = 60_000;
const REFUND_BATCH = 50;

/**
 * Every minute (with the payments' reconciliation): refunds the provider has not settled are
 * read again; one the provider never acknowledged (we could not reach it) is asked again under
 * the same Idempotence-Key, so it is never made twice.
 */
export async function reconcilePendingRefunds(ctx: PaymentContext): Promise<number> {
  const now = ctx.now().getTime();
  const pending = await ctx.db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, "pending"),
        or(
          isNull(paymentRefunds.checkedAt),
          lt(paymentRefunds.checkedAt, new Date(now - REFUND_RECHECK_MS)),
        ),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(REFUND_BATCH);
  let settled = 0;
  for (const { refund, payment } of pending) {
    try {
      const engine = engineFor(ctx.provider, payment.provider);
      if (!engine) continue;
      let state: RefundState;
      if (refund.providerRefundId) {
        const remote = await engine.getRefund(refund.providerRefundId);
        state = remote?.status ?? "pending";
        await ctx.db
          .update(paymentRefunds)
          .set({ checkedAt: ctx.now() })
          .where(eq(paymentRefunds.id, refund.id));
      } else {
        state = await askProvider(ctx, engine, payment, refund);
      }
      if (state !== "pending") {
        await settleRefund(ctx, refund, state);
        settled++;
      }
    } catch (error) {
      ctx.log.warn({ err: error, refundId: refund.id }, "refund reconciliation failed");
    }
  }
  return settled;
}

/**
 * A refund notification names the provider's payment: its pending refunds are read again at once
 * (the notification's body is not trusted, as with payments).
 */
export async function refreshRefundsOf(
  ctx: PaymentContext,
  providerPaymentId: string,
): Promise<void> {
  const ours = ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, ctx.provider.name),
        eq(payments.providerPaymentId, providerPaymentId),
      ),
    );
  await ctx.db
    .update(paymentRefunds)
    .set({ checkedAt: null })
    .where(and(inArray(paymentRefunds.paymentId, ours), eq(paymentRefunds.status, "pending")));
  await reconcilePendingRefunds(ctx);
}
