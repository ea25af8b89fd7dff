/**
 * A guest's manage token of each booking, kept in this browser by the booking's id: the booking's
 * page reads it after the payment's redirect, which carries no token (the provider never sees it).
 */
const keyOf = (bookingId: string) => `bookingToken:${bookingId}`;

export function loadBookingToken(bookingId: string): string | null {
  try {
    return localStorage.getItem(keyOf(bookingId));
  } catch {
    return null;
  }
}

export function saveBookingToken(bookingId: string, token: string): void {
  try {
    localStorage.setItem(keyOf(bookingId), token);
  } catch {
    // No storage (private mode): the link in the mail still opens the booking.
  }
}
