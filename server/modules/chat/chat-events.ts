import type { ChatEvent, ChatEventType } from "../../../domain/chat/chat-schemas.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { SessionRow } from "./serialize.ts";

/**
 * Push topics: executors hear every chat; a client hears their own chats; a guest hears only
 * the one chat whose id they hold.
 */
export const TOPICS = {
  executors: "chat:executors",
  client: (userId: number) => `chat:client:${userId}`,
  guestSession: (sessionId: string) => `chat:guest:${sessionId}`,
  /** One account's own events (its notifications), whatever its role. */
  user: (userId: number) => `user:${userId}`,
} as const;

export function topicsOf(session: Pick<SessionRow, "id" | "isGuest" | "clientId">): string[] {
  const own = session.isGuest
    ? TOPICS.guestSession(session.id)
    : session.clientId !== null
      ? TOPICS.client(session.clientId)
      : null;
  return own ? [TOPICS.executors, own] : [TOPICS.executors];
}

/**
 * Tells everyone concerned that a chat changed; they refetch what the event names. Called after
 * the change is committed, so a bus failure (Redis down) must not turn a saved message into an
 * error that makes the user send it again: listeners catch up by polling, and the bus reports its
 * own connection errors.
 */
export async function publishChatEvent(
  events: EventBus,
  session: Pick<SessionRow, "id" | "isGuest" | "clientId">,
  type: ChatEventType,
  messageIds?: number[],
): Promise<void> {
  const event: ChatEvent = { type, session_id: session.id, sent_at: Date.now() };
  if (messageIds) event.message_ids = messageIds;
  await publishToTopics(events, topicsOf(session), event);
}

/** One event to several topics, with the same tolerance of a bus failure as above. */
export async function publishToTopics(
  events: EventBus,
  topics: readonly string[],
  event: ChatEvent,
): Promise<void> {
  await Promise.all(topics.map((topic) => events.publish(topic, event).catch(() => {})));
}
