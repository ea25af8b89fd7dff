import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type Booking, bookingsApi } from "../../api/bookings.ts";
import { retryUnlessMissing } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useSecondsUntil } from "../../ui/use-seconds-until.ts";
import { loadBookingToken, saveBookingToken } from "./booking-token-storage.ts";

/** How long the page keeps asking after the provider sent the payer back, before it stops. */
const PAYMENT_CHECK_MS = 60_000;
const PAYMENT_CHECK_EVERY_MS = 2_000;
/** A video meeting's link is given from 15 minutes before: asked for again within the hour. */
const MEETING_CHECK_EVERY_MS = 60_000;
const MEETING_SOON_MS = 60 * 60_000;

/** What to ask again, and how soon, for the booking as it is now. */
function refetchEvery(booking: Booking | undefined, checkingPayment: boolean): number | false {
  if (!booking) return false;
  if (booking.status === "pending_payment" && checkingPayment) return PAYMENT_CHECK_EVERY_MS;
  const soon = Date.parse(booking.start) - Date.now() < MEETING_SOON_MS;
  if (
    booking.status === "confirmed" &&
    booking.format === "video" &&
    !booking.meeting_url &&
    soon
  ) {
    return MEETING_CHECK_EVERY_MS;
  }
  return false;
}

/**
 * One booking for its page: a guest's by the manage token of the link (`?token=`, kept in this
 * browser from then on) or the one this browser kept when booking; a client's by the session.
 * Back from the provider (`?payment_id=`), an unpaid booking is asked again until it is confirmed.
 */
export function useBooking(id: string, linkToken: string | null, paymentId: string | null) {
  const hydrated = useHydrated();
  const [token] = useState(() => {
    if (linkToken) saveBookingToken(id, linkToken);
    return linkToken ?? loadBookingToken(id);
  });
  const [checkUntil] = useState(() => (paymentId ? Date.now() + PAYMENT_CHECK_MS : 0));
  const query = useQuery({
    queryKey: queryKeys.booking(id),
    queryFn: ({ signal }) => bookingsApi.get(id, token, signal),
    enabled: hydrated && id !== "",
    retry: retryUnlessMissing,
    refetchInterval: (current) => refetchEvery(current.state.data, Date.now() < checkUntil),
  });
  // Ticks while the payment is checked, so the page stops saying so when the checks stop.
  const checkSecondsLeft = useSecondsUntil(checkUntil || null);
  const checkingPayment = query.data?.status === "pending_payment" && checkSecondsLeft > 0;
  return { query, token, checkingPayment, waiting: !hydrated || query.isPending };
}
