import { formatMoscowDateTime, formatMoscowTime } from "../../../domain/time.ts";
import type { Booking } from "../../api/bookings.ts";
import type { OrderTarget } from "../../lib/order-actions.ts";
import { bookingPath } from "./booking-path.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";

/** «Время держится до 10:15 МСК» while an unpaid booking holds its time, else null. */
export function holdNote(booking: Booking): string | null {
  if (booking.status !== "pending_payment" || !booking.hold_expires_at) return null;
  // A transfer's hold lasts days: its day is said too.
  return T.holdUntil(
    booking.awaiting_transfer
      ? formatMoscowDateTime(booking.hold_expires_at)
      : formatMoscowTime(booking.hold_expires_at),
  );
}

/** An unpaid booking whose hold is not over yet: it can still be paid. */
export const isPayable = (booking: Booking, now = Date.now()) =>
  booking.status === "pending_payment" &&
  booking.price > 0 &&
  (booking.hold_expires_at === null || Date.parse(booking.hold_expires_at) > now);

/**
 * The pay window's target for a booking (issue 48 §2): paid by its id (and a guest's token), back
 * to the booking's page after the provider.
 */
export function bookingPaymentTarget(
  booking: Booking,
  token: string | null,
  payer?: { name: string; email: string; phone: string },
): OrderTarget {
  return {
    title: booking.service_title,
    amount: booking.price,
    serviceType: "booking",
    booking: {
      id: booking.id,
      ...(token ? { token } : {}),
      returnPath: bookingPath(booking.id),
      start: booking.start,
      ...(booking.awaiting_transfer && booking.hold_expires_at
        ? { transferUntil: booking.hold_expires_at }
        : {}),
      ...(holdNote(booking) ? { note: holdNote(booking) as string } : {}),
      ...(payer ? { payer } : {}),
    },
  };
}
