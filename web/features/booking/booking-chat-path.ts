import type { Booking } from "../../api/bookings.ts";

/**
 * The chat a confirmed booking opened: a guest's /guest-chat/{id}; a client's is the service's
 * chat page with the session named (web/routes.tsx).
 */
export function bookingChatPath(booking: Booking): string | null {
  const session = booking.chat_session_id;
  if (!session) return null;
  const id = encodeURIComponent(session);
  if (booking.guest || booking.service_id === null) return `/guest-chat/${id}`;
  return `/chat/${booking.service_id}?sessionId=${id}`;
}
