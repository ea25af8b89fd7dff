import type { AnalyticsEventType } from "../../domain/analytics/analytics.ts";
import { tokenStorage } from "../api/client.ts";

// web/start-app.js, counting a server-rendered page's view, uses the same key and request.
const SESSION_KEY = "analyticsSessionId";

function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** Fire-and-forget event (spec 1 §7): a failure is only logged and never bothers the user. */
export function track(
  eventType: AnalyticsEventType,
  metadata?: Record<string, string | number | boolean | null>,
): void {
  const token = tokenStorage.get();
  fetch("/api/analytics/track", {
    method: "POST",
    keepalive: true,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      event_type: eventType,
      page_url: location.pathname + location.search,
      session_id: sessionId(),
      referrer: document.referrer || null,
      metadata: metadata ?? null,
    }),
  }).catch((error) => console.warn("analytics", error));
}
