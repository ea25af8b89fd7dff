import type { CourtEvent, CourtEventInput } from "../../domain/court-events/court-event-schemas.ts";
import { apiFetch } from "./client.ts";

export type { CourtEvent, CourtEventInput };

/** The executor's court calendar (spec 3 §2 «Calendar», §7): each executor sees only their own. */
export const courtEventsApi = {
  list: (signal?: AbortSignal) => apiFetch<CourtEvent[]>("/executor/court-events", { signal }),
  /** Planned hearings of the next days, for the overview's reminder. */
  upcoming: (signal?: AbortSignal) =>
    apiFetch<CourtEvent[]>("/executor/court-events/upcoming", { signal }),
  create: (body: CourtEventInput) =>
    apiFetch<CourtEvent>("/executor/court-events", { method: "POST", body }),
  /** The whole form; the status stays as it is. */
  update: (id: number, body: CourtEventInput) =>
    apiFetch<CourtEvent>(`/executor/court-events/${id}`, { method: "PUT", body }),
  /** «Запланировано» ⇄ «Завершено»: the status alone, so no field of the form can change. */
  setCompleted: (id: number, isCompleted: boolean) =>
    apiFetch<CourtEvent>(`/executor/court-events/${id}`, {
      method: "PUT",
      body: { is_completed: isCompleted },
    }),
  remove: (id: number) =>
    apiFetch<{ deleted: true }>(`/executor/court-events/${id}`, { method: "DELETE" }),
  /**
   * Every hearing as an .ics file. A download with the Bearer token, so the screen fetches it as
   * a blob (web/lib/file-download.ts) instead of following a link.
   */
  exportUrl: "/api/executor/court-events/export",
  /** A new secret subscription link (the previous one stops working); shown once. */
  createFeed: () => apiFetch<{ url: string }>("/executor/court-events/feed", { method: "POST" }),
  revokeFeed: () =>
    apiFetch<{ revoked: true }>("/executor/court-events/feed", { method: "DELETE" }),
};
