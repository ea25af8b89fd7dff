import type { ServiceBooking, WorkingWeek } from "../../domain/booking/booking-schemas.ts";
import type { OfficeHours } from "../../domain/office-hours/office-hours.ts";
import { apiFetch } from "./client.ts";

export type { ServiceBooking, WorkingWeek };

/**
 * The cabinet's keys of booking settings (issue 48 §1): under "back-office", so the cabinet's
 * invalidations reach them.
 */
export const bookingSettingsKeys = {
  service: (id: number) => ["back-office", "service-booking", id] as const,
  workingWeek: ["back-office", "working-week"] as const,
};

/** «Запись на консультацию» of a service and the lawyer's own hours for bookings (issue 48 §1). */
export const bookingSettingsApi = {
  service: (id: number, signal?: AbortSignal) =>
    apiFetch<ServiceBooking>(`/executor/services/${id}/booking`, { signal }),
  saveService: (id: number, body: ServiceBooking) =>
    apiFetch<ServiceBooking>(`/executor/services/${id}/booking`, { method: "PUT", body }),
  workingWeek: (signal?: AbortSignal) =>
    apiFetch<WorkingWeek>("/executor/working-week", { signal }),
  /** null: the firm's hours. */
  saveWorkingWeek: (week: OfficeHours["week"] | null) =>
    apiFetch<WorkingWeek>("/executor/working-week", { method: "PUT", body: { week } }),
};
