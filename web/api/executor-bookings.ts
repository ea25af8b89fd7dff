/**
 * «Записи» of the executor cabinet (issue 48 §3): the firm's bookings of some Moscow days, the
 * lawyer's mark after the start, moving and cancelling one, and the firm's cancellation rule.
 */
import type {
  Booking,
  BookingPolicy,
  CancelledBooking,
  ExecutorBooking,
} from "../../domain/booking/booking-schemas.ts";
import { apiFetch } from "./client.ts";

export type { BookingPolicy, CancelledBooking, ExecutorBooking };

const enc = encodeURIComponent;

/** Under "back-office", so the cabinet's invalidations reach them. */
export const executorBookingsKeys = {
  all: ["back-office", "executor-bookings"] as const,
  list: (from: string, to: string, lawyerId: number | null) =>
    ["back-office", "executor-bookings", from, to, lawyerId] as const,
  policy: ["back-office", "booking-policy"] as const,
};

export const executorBookingsApi = {
  /** `from`, `to`: Moscow days, both included; `lawyerId` null: everyone's. */
  list: (from: string, to: string, lawyerId: number | null, signal?: AbortSignal) =>
    apiFetch<{ bookings: ExecutorBooking[] }>(
      `/executor/bookings?from=${enc(from)}&to=${enc(to)}${
        lawyerId === null ? "" : `&lawyer_id=${lawyerId}`
      }`,
      { signal },
    ),
  outcome: (id: string, outcome: "held" | "no_show") =>
    apiFetch<ExecutorBooking>(`/executor/bookings/${enc(id)}/outcome`, {
      method: "PUT",
      body: { outcome },
    }),
  /** «Подтвердить оплату»: the client's transfer arrived; 409 when it no longer waits for one. */
  confirmTransfer: (id: string) =>
    apiFetch<ExecutorBooking>(`/executor/bookings/${enc(id)}/confirm-payment`, { method: "POST" }),
  reschedule: (id: string, start: string) =>
    apiFetch<Booking>(`/bookings/${enc(id)}/reschedule`, { method: "POST", body: { start } }),
  cancel: (id: string, reason: string | null) =>
    apiFetch<CancelledBooking>(`/bookings/${enc(id)}/cancel`, {
      method: "POST",
      body: { reason },
    }),
  policy: (signal?: AbortSignal) => apiFetch<BookingPolicy>("/executor/booking-policy", { signal }),
  savePolicy: (body: BookingPolicy) =>
    apiFetch<BookingPolicy>("/executor/booking-policy", { method: "PUT", body }),
};
