import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { TOPICS } from "../chat/chat-events.ts";

/**
 * A review arrived or was moderated: every executor's cabinet refetches its «Отзывы» badge (the
 * dashboard's pending_reviews) and list. Called after the commit; a bus failure (Redis down)
 * never undoes the saved change, the cabinet catches up by polling.
 */
export async function publishReviewEvent(events: EventBus): Promise<void> {
  const event: ChatEvent = { type: "review.updated", session_id: null, sent_at: Date.now() };
  await events.publish(TOPICS.executors, event).catch(() => {});
}
