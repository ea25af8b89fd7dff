import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { formatKopecks, roublesToKopecks } from "../../../domain/money.ts";
import { PAYMENT_REFUSALS } from "../../../domain/payments/payment-refusals.ts";
import type {
  CreatePayment,
  CreatePaymentResponse,
  Payment,
} from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { one } from "../../db/rows.ts";
import { payments } from "../../db/schema/payments.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import { PaymentProviderError } from "../../platform/payments/payment-provider.ts";
import { type ConsentOrigin, recordConsent } from "../consents/service.ts";
import { receiptFor } from "../receipts/receipt-settings.ts";
import type { PaymentContext } from "./payment-context.ts";
import { paymentsThatMayStillSucceed } from "./payment-requests.ts";
import { applyProviderState, movePayment } from "./payment-status.ts";
import { type PaymentTarget, resolvePaymentTarget } from "./payment-targets.ts";
import { seesPayment } from "./payment-visibility.ts";
import { type PaymentRow, toPayment } from "./serialize-payment.ts";
import { engineFor } from "./switching-provider.ts";

/** A pending payment is re-read from the provider at most this often when someone asks for it. */
const RECHECK_MS = 3_000;
const RESULT_PATH = "/payment/result";

/**
 * Where the provider sends the browser back: the browser's return_url only on our own site (no
 * open redirect through a payment page), with our payment id added so /payment/result can show
 * the payment in any browser.
 */
export function returnUrlFor(requested: string | null | undefined, origin: string, id: string) {
  let url: URL;
  try {
    url = new URL(requested || RESULT_PATH, origin);
  } catch {
    url = new URL(RESULT_PATH, origin);
  }
  if (url.origin !== origin) url = new URL(RESULT_PATH, origin);
  url.searchParams.set("payment_id", id);
  return url.toString();
}

export interface CreateOptions {
  payer: UserRow | null;
  /** The browser's Idempotence-Key: a double click or a retry answers the same payment. */
  clientKey: string | null;
  /** Our site's origin, for the return address. */
  origin: string;
  /** Where the payer's consent to the offer and the policy came from. */
  consentOrigin: ConsentOrigin;
}

const answerOf = (row: PaymentRow): CreatePaymentResponse | null =>
  row.confirmationUrl ? { payment_id: row.id, confirmation_url: row.confirmationUrl } : null;

const releaseClientKey = (ctx: PaymentContext, id: string) =>
  ctx.db.update(payments).set({ clientKey: null }).where(eq(payments.id, id));

/**
 * Whose Idempotence-Key it is: the account, or a guest's e-mail. A key is one payer's: another
 * payer who sends the same key (guessed, or read from a shared link) gets a payment of their own.
 */
export const payerKeyOf = (payer: UserRow | null, email: string) =>
  payer ? `user:${payer.id}` : `email:${email.toLowerCase()}`;

async function byClientKey(ctx: PaymentContext, payerKey: string, clientKey: string | null) {
  if (!clientKey) return null;
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.payerKey, payerKey), eq(payments.clientKey, clientKey)));
  return row ?? null;
}

/**
 * POST /api/payments/create: records the payment, then asks the provider for it (outside any
 * transaction: the provider may take seconds). If the provider fails, our record is canceled: the
 * payer never got a confirmation address, so nothing can be paid on it.
 */
export async function createPayment(
  ctx: PaymentContext,
  input: CreatePayment,
  options: CreateOptions,
): Promise<CreatePaymentResponse> {
  const now = ctx.now();
  const target = await resolvePaymentTarget(ctx.db, input, options.payer, now);
  if (roublesToKopecks(input.amount) !== target.amountKopecks) {
    throw badRequest(PAYMENT_TEXTS.amountChanged(formatKopecks(target.amountKopecks)));
  }
  const payerKey = payerKeyOf(options.payer, input.client_email);
  const repeat = await byClientKey(ctx, payerKey, options.clientKey);
  // As YooKassa does: one key, one payment; the key of another purchase is refused.
  // One key, one payment: another purchase, or the same one by another method, is refused.
  if (repeat && (!sameTarget(repeat, target) || repeat.method !== input.method)) {
    throw badRequest(PAYMENT_TEXTS.idempotenceKeyReused);
  }
  if (repeat?.status === "pending") return answerOrFailure(repeat);
  // The form's payment was canceled or paid (the payer came back to the page): a new payment.
  if (repeat) await releaseClientKey(ctx, repeat.id);

  const id = randomUUID();
  const returnUrl = returnUrlFor(input.return_url, options.origin, id);
  let row: PaymentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      if (target.requestMessageId !== null) {
        await refuseRequestBeingPaid(tx, target.requestMessageId, now);
      }
      const created = one(
        await tx
          .insert(payments)
          .values({
            id,
            provider: ctx.provider.name,
            method: input.method,
            ...columnsOf(target),
            payerUserId: options.payer?.id ?? null,
            payerName: input.client_name,
            payerEmail: input.client_email,
            payerPhone: input.client_phone,
            returnUrl,
            clientKey: options.clientKey,
            payerKey,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      // The form's consent tick (the schema demands it), kept with the payment it was given for.
      await recordConsent(tx, {
        context: "payment",
        origin: options.consentOrigin,
        shown: {
          offer_version: input.offer_version,
          privacy_policy_version: input.privacy_policy_version,
        },
        userId: options.payer?.id ?? null,
        // A guest's payment in their chat: found with that chat's «Согласия» too.
        guestChatSessionId:
          target.serviceType === "guest_chat" || target.guestChat ? target.chatSessionId : null,
        paymentId: created.id,
        person: { name: input.client_name, email: input.client_email, phone: input.client_phone },
      });
      return created;
    });
  } catch (error) {
    // Two requests with one key raced: the other one made the payment.
    const other = isUniqueViolation(error)
      ? await byClientKey(ctx, payerKey, options.clientKey)
      : null;
    if (other) return answerOrFailure(other);
    throw error;
  }

  try {
    const remote = await ctx.provider.create({
      idempotenceKey: row.id,
      amountKopecks: row.amountKopecks,
      description: row.description,
      returnUrl,
      metadata: { payment_id: row.id },
      method: input.method,
      receipt: await receiptFor(ctx.db, ctx.receiptVatDefault ?? 1, row, {
        email: input.client_email,
        phone: input.client_phone,
      }),
    });
    if (remote.amountKopecks !== row.amountKopecks || !remote.confirmationUrl) {
      throw new PaymentProviderError(`provider answered ${remote.amountKopecks} kopecks, no url`);
    }
    // Conditional: a record the reconciliation pass gave up on meanwhile gets no address to pay.
    const [saved] = await ctx.db
      .update(payments)
      .set({ providerPaymentId: remote.id, confirmationUrl: remote.confirmationUrl })
      .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
      .returning();
    if (!saved) throw new PaymentProviderError("our record was closed while the provider answered");
    return answerOrFailure(saved);
  } catch (error) {
    ctx.log.error({ err: error, paymentId: row.id }, "payment provider create failed");
    await movePayment(ctx, row, "canceled", { cancellationReason: "provider_error" });
    // The form may try again with the same key: that must make a new payment, not repeat this one.
    await releaseClientKey(ctx, row.id);
    throw new AppError(502, PAYMENT_TEXTS.providerFailed);
  }
}

/**
 * One payment at a time for a payment request (issue 43 §4): a card payment and an СБП payment
 * under two keys (two tabs, two methods) could both be paid. The request's advisory lock, held to
 * the end of the creating transaction, makes two creates at once take turns on every instance, so
 * the second sees the first's pending row and is refused with 409; once the first is paid the
 * request is closed, once it is canceled or failed the request is payable again. A payment
 * that can no longer succeed (payment-requests.ts) blocks nothing.
 */
async function refuseRequestBeingPaid(tx: Db, requestMessageId: number, now: Date) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`payment-request:${requestMessageId}`}))`,
  );
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.requestMessageId, requestMessageId), paymentsThatMayStillSucceed(now)))
    .limit(1);
  if (pending) throw conflict(PAYMENT_REFUSALS.requestBeingPaid);
}

/** The target as the payment's columns (whether the chat is a guest's is not one). */
const columnsOf = ({ guestChat: _guestChat, ...columns }: PaymentTarget) => columns;

const sameTarget = (row: PaymentRow, target: PaymentTarget) =>
  row.amountKopecks === target.amountKopecks &&
  row.serviceId === target.serviceId &&
  row.planType === target.planType &&
  row.chatSessionId === target.chatSessionId &&
  row.requestMessageId === target.requestMessageId &&
  row.bookingId === target.bookingId;

/** A repeat of a create: the same answer, or «still being created» while the first one runs. */
function answerOrFailure(row: PaymentRow): CreatePaymentResponse {
  const answer = answerOf(row);
  if (answer) return answer;
  if (row.status === "pending") throw conflict(PAYMENT_TEXTS.paymentInProgress);
  throw new AppError(502, PAYMENT_TEXTS.providerFailed);
}

/**
 * Takes the turn to ask the provider about `payment`: true unless someone asked within `gapMs`.
 * Taken before the call, so a provider that is down is not asked again by every poll and every
 * instance meanwhile.
 */
async function claimCheck(ctx: PaymentContext, payment: PaymentRow, gapMs: number) {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(payments)
    .set({ checkedAt: now })
    .where(
      and(
        eq(payments.id, payment.id),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, new Date(now.getTime() - gapMs))),
      ),
    )
    .returning({ id: payments.id });
  return claimed !== undefined;
}

/**
 * Asks the provider and applies what it says; a provider that does not answer changes nothing.
 * With `gapMs`, skipped when someone asked about this payment that recently.
 */
export async function refreshFromProvider(
  ctx: PaymentContext,
  payment: PaymentRow,
  gapMs = 0,
): Promise<PaymentRow> {
  const provider = engineFor(ctx.provider, payment.provider);
  if (!payment.providerPaymentId || !provider) return payment;
  if (gapMs > 0 && !(await claimCheck(ctx, payment, gapMs))) return payment;
  const remote = await provider.get(payment.providerPaymentId);
  if (!remote) {
    ctx.log.warn({ paymentId: payment.id }, "provider does not know the payment");
    return payment;
  }
  return applyProviderState(ctx, payment, remote);
}

export async function findPayment(ctx: PaymentContext, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/**
 * GET /api/payments/{id}: a pending payment is re-checked with the provider (spaced out), so the
 * result page shows the truth even when a notification is late or lost.
 */
export async function paymentForResultPage(
  ctx: PaymentContext,
  id: string,
  /** The Idempotence-Key the paying browser created it with, if this is that browser. */
  ownKey: string | null = null,
  /** The signed-in caller, if any: the payer or its lawyer read the payment's chat too. */
  viewer: UserRow | null = null,
): Promise<Payment> {
  let row = await findPayment(ctx, id);
  if (!row) throw notFound(PAYMENT_TEXTS.paymentNotFound);
  if (row.status === "pending") {
    try {
      row = await refreshFromProvider(ctx, row, RECHECK_MS);
    } catch (error) {
      // The page keeps showing «waiting» and asks again; the provider's outage is ours to log.
      ctx.log.warn({ err: error, paymentId: id }, "provider check failed");
    }
  }
  const seen = viewer !== null && (await seesPayment(ctx.db, viewer, row));
  return toPayment(row, ownKey, seen);
}

/**
 * A provider's notification names a payment; its body is never trusted: we look the payment up
 * by the provider's id and ask the provider. Unknown ids and repeats are answered like any other
 * (nothing to do); a provider that does not answer throws, so the provider notifies again later.
 */
export async function handleNotification(
  ctx: PaymentContext,
  providerPaymentId: string,
): Promise<"applied" | "unknown"> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, ctx.provider.name),
        eq(payments.providerPaymentId, providerPaymentId),
      ),
    );
  if (!row) return "unknown";
  // Canceled and refunded are final: nothing a notification says can change them.
  if (row.status === "pending" || row.status === "succeeded") await refreshFromProvider(ctx, row);
  return "applied";
}

/** Pending payments older than this are re-checked by the maintenance pass (lost notifications). */
const RECONCILE_AFTER_MS = 60_000;
/** A provider keeps an unpaid redirect payment open about an hour; we stop asking after a day. */
const RECONCILE_FOR_MS = 24 * 3_600_000;
/** Longer than any create can take with its retries: a record still without a provider id is dead. */
const UNCONFIRMED_AFTER_MS = 15 * 60_000;
const RECONCILE_BATCH = 50;

/**
 * Every minute, in every instance: pending payments whose notification never came are re-read
 * from the provider, the longest-unchecked first; a record the provider never confirmed (we
 * crashed mid-create), or one made with another provider before a switch, is canceled.
 */
export async function reconcilePendingPayments(ctx: PaymentContext): Promise<number> {
  const now = ctx.now().getTime();
  const stale = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, new Date(now - RECONCILE_AFTER_MS)),
        gt(payments.createdAt, new Date(now - RECONCILE_FOR_MS)),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, new Date(now - RECONCILE_AFTER_MS))),
      ),
    )
    .orderBy(sql`${payments.checkedAt} asc nulls first`)
    .limit(RECONCILE_BATCH);
  let changed = 0;
  for (const row of stale) {
    try {
      const after = await reconcileOne(ctx, row, now);
      if (after.status !== row.status) changed++;
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: row.id }, "payment reconciliation failed");
    }
  }
  return changed;
}

async function reconcileOne(ctx: PaymentContext, row: PaymentRow, now: number) {
  if (!engineFor(ctx.provider, row.provider)) {
    return movePayment(ctx, row, "canceled", { cancellationReason: "provider_changed" });
  }
  if (!row.providerPaymentId) {
    return row.createdAt.getTime() < now - UNCONFIRMED_AFTER_MS
      ? movePayment(ctx, row, "canceled", { cancellationReason: "not_created_at_provider" })
      : row;
  }
  return refreshFromProvider(ctx, row, RECONCILE_AFTER_MS);
}
