import { and, eq } from "drizzle-orm";
import { BOOKING_TEXTS, bookingHeadline, refundShareOf } from "../../../domain/booking/booking.ts";
import { payments } from "../../db/schema/payments.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import type { BookingRow } from "../bookings/booking-access.ts";
import { readBookingPolicy } from "../bookings/booking-policy.ts";
import type { PaymentContext } from "./payment-context.ts";
import { refundPayment } from "./refunds.ts";

/**
 * The money of a cancelled booking goes back through its provider (issue 48 §3, issue 31's
 * refunds): all of it when the firm cancels or the client does at least `cancel_notice_hours`
 * before the start, later the firm's share. Called once the cancellation has committed; a
 * provider that refuses, and a transfer the lawyer confirmed, are left for the lawyer to return
 * from «Платежи» (logged).
 * Returns the kopecks asked back.
 */
export async function refundCancelledBooking(
  ctx: PaymentContext,
  actor: AuditActor,
  booking: BookingRow,
  byFirm: boolean,
): Promise<number> {
  const paid = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "succeeded")));
  if (paid.length === 0) return 0;
  const policy = await readBookingPolicy(ctx.db);
  const share = refundShareOf(policy, booking.startsAt.getTime(), ctx.now().getTime(), byFirm);
  const reason = BOOKING_TEXTS.refundReason(
    bookingHeadline(booking.startsAt.getTime(), booking.format),
  );
  let refunded = 0;
  for (const payment of paid) {
    // A transfer the lawyer confirmed went to the firm's account, not through a provider: only
    // the lawyer can send it back («Платежи»); recording it as refunded here would tell the
    // client their money is on its way when nobody has sent it.
    if (payment.provider === "manual") {
      ctx.log.warn(
        { paymentId: payment.id, bookingId: booking.id },
        "a cancelled booking paid by transfer: to be returned by hand",
      );
      continue;
    }
    const amountKopecks = Math.floor(
      ((payment.amountKopecks - payment.refundedKopecks) * share) / 100,
    );
    if (amountKopecks <= 0) continue;
    try {
      await refundPayment(ctx, actor, payment.id, { amountKopecks, reason });
      refunded += amountKopecks;
    } catch (error) {
      ctx.log.error(
        { err: error, paymentId: payment.id, bookingId: booking.id },
        "a cancelled booking's refund failed: to be returned by hand",
      );
    }
  }
  return refunded;
}
