import type { NotificationPage } from "../../domain/notifications/notification-schemas.ts";
import { apiFetch } from "./client.ts";

/** The notification centre (issue 14 §3): the signed-in person's own notifications. */
export const notificationsApi = {
  page: (offset: number, signal?: AbortSignal) =>
    apiFetch<NotificationPage>(`/notifications?offset=${offset}`, { signal }),
  /** Without ids: every unread one (the bell was opened). */
  markRead: (ids?: number[]) =>
    apiFetch<{ marked: number }>("/notifications/read", {
      method: "POST",
      body: ids ? { ids } : {},
    }),
};
