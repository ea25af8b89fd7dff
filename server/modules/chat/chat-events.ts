import type { ChatEvent, ChatEventType } from "../../../domain/chat/chat-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { SessionRow } from "./serialize.ts";

/**
 * Push topics. Staff hear a chat by its assignment (issue 30 §2): a chat in the queue on the
 * topic every lawyer hears; an assigned chat on the administrators' topic (which every lawyer
 * hears too while «Все юристы видят все чаты» is on) and on its lawyer's own. A client hears their
 * own chats; a guest only the one chat whose id they hold.
 */
export const TOPICS = {
  /** Every lawyer and administrator: chats in the queue, and what is no chat's (reviews, payments). */
  executors: "chat:executors",
  /** Every assigned chat: administrators, and lawyers while all see all. */
  assigned: "chat:assigned",
  /** One lawyer's own chats, heard by that lawyer while lawyers see only their own. */
  assignee: (userId: number) => `chat:assignee:${userId}`,
  client: (userId: number) => `chat:client:${userId}`,
  guestSession: (sessionId: string) => `chat:guest:${sessionId}`,
  /** One account's own events (its notifications), whatever its role. */
  user: (userId: number) => `user:${userId}`,
} as const;

/** What a chat's events need to know of it: whose it is and which lawyer has it. */
export type ChatAddress = Pick<SessionRow, "id" | "isGuest" | "clientId" | "assigneeId">;

/** The columns a chat's address is read by. */
export const CHAT_ADDRESS = {
  id: chatSessions.id,
  isGuest: chatSessions.isGuest,
  clientId: chatSessions.clientId,
  assigneeId: chatSessions.assigneeId,
};

/** The staff side of a chat's topics. */
export const staffTopicsOf = (session: Pick<SessionRow, "assigneeId">): string[] =>
  session.assigneeId === null
    ? [TOPICS.executors]
    : [TOPICS.assigned, TOPICS.assignee(session.assigneeId)];

/** The client side of a chat's topic; null for a chat whose client account was erased. */
export function clientTopicOf(session: Pick<SessionRow, "id" | "isGuest" | "clientId">) {
  if (session.isGuest) return TOPICS.guestSession(session.id);
  return session.clientId !== null ? TOPICS.client(session.clientId) : null;
}

export function topicsOf(session: ChatAddress): string[] {
  const own = clientTopicOf(session);
  return own ? [...staffTopicsOf(session), own] : staffTopicsOf(session);
}

/**
 * The topics a member of staff's stream listens to: the queue always; every assigned chat for an
 * administrator and, while all see all, for a lawyer; otherwise the lawyer's own chats.
 */
export function staffStreamTopics(
  user: { id: number; role: string },
  allSeeAll: boolean,
): string[] {
  return user.role === "admin" || allSeeAll
    ? [TOPICS.executors, TOPICS.assigned]
    : [TOPICS.executors, TOPICS.assignee(user.id)];
}

/**
 * Tells everyone concerned that a chat changed; they refetch what the event names. Called after
 * the change is committed, so a bus failure (Redis down) must not turn a saved message into an
 * error that makes the user send it again: listeners catch up by polling, and the bus reports its
 * own connection errors.
 */
export async function publishChatEvent(
  events: EventBus,
  session: ChatAddress,
  type: ChatEventType,
  options: {
    messageIds?: number[];
    /** The chat's lawyer before a hand-over (null: the queue): their screens drop it. */
    previousAssigneeId?: number | null;
  } = {},
): Promise<void> {
  const event: ChatEvent = { type, session_id: session.id, sent_at: Date.now() };
  if (options.messageIds) event.message_ids = options.messageIds;
  const topics =
    options.previousAssigneeId === undefined
      ? topicsOf(session)
      : [...staffTopicsOf({ assigneeId: options.previousAssigneeId }), ...topicsOf(session)];
  await publishToTopics(events, [...new Set(topics)], event);
}

/** One event to several topics, with the same tolerance of a bus failure as above. */
export async function publishToTopics(
  events: EventBus,
  topics: readonly string[],
  event: ChatEvent,
): Promise<void> {
  await Promise.all(topics.map((topic) => events.publish(topic, event).catch(() => {})));
}
