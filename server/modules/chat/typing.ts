import { type ChatSide, TYPING_THROTTLE_MS } from "../../../domain/chat/receipts.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { Throttle } from "../../platform/throttle/throttle.ts";
import { clientTopicOf, publishToTopics, staffTopicsOf } from "./chat-events.ts";
import type { SessionRow } from "./serialize.ts";

/** Who hears that `side` types: the other side only (a client's other tabs need not know). */
function topicsOfOtherSide(session: SessionRow, side: ChatSide): string[] {
  if (side === "client") return staffTopicsOf(session);
  const own = clientTopicOf(session);
  return own ? [own] : [];
}

/**
 * `side` is typing in the chat: the other side hears a `typing` notice, at most one per chat and
 * side every TYPING_THROTTLE_MS whatever the browsers send (the throttle is shared by the
 * instances when Redis is). Nothing is stored. Returns whether a notice went out.
 */
export async function announceTyping(
  events: EventBus,
  throttle: Throttle,
  session: SessionRow,
  side: ChatSide,
): Promise<boolean> {
  if (!(await throttle.claim(`typing:${session.id}:${side}`, TYPING_THROTTLE_MS))) return false;
  await publishToTopics(events, topicsOfOtherSide(session, side), {
    type: "typing",
    session_id: session.id,
    who: side,
    sent_at: Date.now(),
  });
  return true;
}
