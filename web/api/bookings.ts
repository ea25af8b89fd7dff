/**
 * Consultations booked at a set time (issue 48): what a service offers, its free time, booking
 * and reading one booking. Public calls: a guest reads a booking with its manage token, a signed-in
 * client with the session (sent when stored).
 */
import type { z } from "zod";
import type {
  Booking,
  BookingPolicy,
  CancelledBooking,
  createBookingSchema,
  ServiceBooking,
  Slots,
} from "../../domain/booking/booking-schemas.ts";
import { apiFetch } from "./client.ts";

export type CreateBookingRequest = z.input<typeof createBookingSchema>;

export type { Booking, CancelledBooking, ServiceBooking, Slots };

const enc = encodeURIComponent;

export const bookingsApi = {
  /** 404 when booking is not open for the service. */
  serviceBooking: (serviceId: number, signal?: AbortSignal) =>
    apiFetch<ServiceBooking>(`/services/${serviceId}/booking`, { signal, auth: false }),
  /** `from`: a Moscow day «2026-12-07». */
  slots: (serviceId: number, from: string, days: number, signal?: AbortSignal) =>
    apiFetch<Slots>(`/services/${serviceId}/slots?from=${enc(from)}&days=${days}`, {
      signal,
      auth: false,
    }),
  /** The firm's cancellation rule (public: the client reads it before cancelling). */
  policy: (signal?: AbortSignal) =>
    apiFetch<BookingPolicy>("/booking-policy", { signal, auth: false }),
  create: (body: CreateBookingRequest) => apiFetch<Booking>("/bookings", { method: "POST", body }),
  get: (id: string, token: string | null, signal?: AbortSignal) =>
    apiFetch<Booking>(`/bookings/${enc(id)}${token ? `?token=${enc(token)}` : ""}`, {
      signal,
    }),
  /** 409 when the time was taken meanwhile or the booking can no longer change; 400: same start. */
  reschedule: (id: string, token: string | null, start: string) =>
    apiFetch<Booking>(`/bookings/${enc(id)}/reschedule${token ? `?token=${enc(token)}` : ""}`, {
      method: "POST",
      body: { start },
    }),
  cancel: (id: string, token: string | null, reason: string | null) =>
    apiFetch<CancelledBooking>(
      `/bookings/${enc(id)}/cancel${token ? `?token=${enc(token)}` : ""}`,
      {
        method: "POST",
        body: { reason },
      },
    ),
  /**
   * Pays by bank transfer: the time is held up to three days and the chat opens for the receipt;
   * 409 when the start is under two days away or the firm has no transfer details.
   */
  chooseTransfer: (id: string, token: string | null) =>
    apiFetch<Booking>(`/bookings/${enc(id)}/transfer${token ? `?token=${enc(token)}` : ""}`, {
      method: "POST",
    }),
  /** The bookings pinned at the top of a chat: a guest's by the chat's id, else the session's. */
  chatBookings: (sessionId: string, guest: boolean, signal?: AbortSignal) =>
    apiFetch<{ bookings: Booking[] }>(
      guest
        ? `/guest/chat/sessions/${enc(sessionId)}/bookings`
        : `/chat/sessions/${enc(sessionId)}/bookings`,
      { signal, ...(guest ? { auth: false } : {}) },
    ),
};

/** Under "chat": refreshed with everything else of the chat. */
export const chatBookingsKey = (sessionId: string, guest: boolean) =>
  ["chat", guest ? "guest" : "session", sessionId, "bookings"] as const;
