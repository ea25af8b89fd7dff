/** Only an https address opens from the page (the server gives the meeting's link). */
export const safeMeetingUrl = (url: string | null | undefined) =>
  url && /^https:\/\/[^\s]+$/i.test(url) ? url : null;

/** A booking can still be moved or cancelled: held for payment or confirmed, and not begun. */
export function isChangeable(
  booking: { status: string; start: string; hold_expires_at: string | null },
  now = Date.now(),
): boolean {
  if (Date.parse(booking.start) <= now) return false;
  if (booking.status === "confirmed") return true;
  return (
    booking.status === "pending_payment" &&
    (booking.hold_expires_at === null || Date.parse(booking.hold_expires_at) > now)
  );
}
