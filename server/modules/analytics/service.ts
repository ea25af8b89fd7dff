import type { TrackEvent } from "../../../domain/analytics/analytics-schemas.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/analytics.ts";

/** User agent and IP come from the request itself, not from what the browser claims. */
export async function recordEvent(
  db: Db,
  event: TrackEvent,
  context: { userAgent: string | null; ip: string; userId: number | null },
): Promise<void> {
  await db.insert(analyticsEvents).values({
    eventType: event.event_type,
    pageUrl: event.page_url ?? null,
    sessionId: event.session_id ?? null,
    userAgent: context.userAgent?.slice(0, 512) ?? null,
    ipAddress: context.ip,
    referrer: event.referrer ?? null,
    metadata: event.metadata ?? null,
    userId: context.userId,
  });
}
