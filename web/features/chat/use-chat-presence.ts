import { useCallback } from "react";
import type { ChatSide } from "../../../domain/chat/receipts.ts";
import type { ChatMessage, ChatSession } from "../../api/chat.ts";
import { useMarkReadWhileOpen } from "./use-mark-read.ts";
import { useIsTyping, useTypingAnnouncer } from "./use-typing.ts";

interface ChatPresenceOptions {
  sessionId: string;
  session: ChatSession | undefined;
  messages: readonly ChatMessage[] | undefined;
  /** The viewer's side. */
  side: ChatSide;
  /** False in a read-only view (the executor in a client's corporate cabinet): no reads, no typing. */
  active: boolean;
  markRead(sessionId: string): Promise<ChatSession>;
  onMarked(session: ChatSession): void;
  announceTyping(sessionId: string): Promise<unknown>;
}

/**
 * Receipts and typing of one open chat (issue 14 §3), for the signed-in chat and the guest chat
 * alike: marks what is on screen read, gives the other side's read pointer for the ✓/✓✓ marks,
 * whether the other side is typing, and the function the composer's keystrokes call.
 */
export function useChatPresence({
  sessionId,
  session,
  messages,
  side,
  active,
  markRead,
  onMarked,
  announceTyping,
}: ChatPresenceOptions) {
  const other: ChatSide = side === "executor" ? "client" : "executor";
  useMarkReadWhileOpen({ session, messages, side, enabled: active, markRead, onMarked });
  const lastOfOther = messages?.findLast((message) => message.sender_type === other)?.id ?? null;
  const otherTyping = useIsTyping(sessionId, other, lastOfOther);
  const announce = useCallback(() => announceTyping(sessionId), [announceTyping, sessionId]);
  const onTyping = useTypingAnnouncer(active ? announce : null);
  const readUpTo =
    (other === "executor" ? session?.executor_read_message_id : session?.client_read_message_id) ??
    null;
  return { readUpTo, otherTyping, onTyping };
}
