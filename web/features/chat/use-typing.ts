import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  type ChatSide,
  TYPING_SHOWN_MS,
  TYPING_THROTTLE_MS,
} from "../../../domain/chat/receipts.ts";

/**
 * When each side of each chat last typed, as the live channel reported it (live-notices.ts).
 * Module state, like the live streams: every open view of a chat reads the same notices.
 */
const typedAt = new Map<string, number>();
const listeners = new Set<() => void>();
const keyOf = (sessionId: string, who: ChatSide) => `${sessionId}:${who}`;

function setTypedAt(sessionId: string, who: ChatSide, at: number) {
  if (at === 0) typedAt.delete(keyOf(sessionId, who));
  else typedAt.set(keyOf(sessionId, who), at);
  for (const listener of listeners) listener();
}

export const noteTyping = (sessionId: string, who: ChatSide) =>
  setTypedAt(sessionId, who, Date.now());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether `who` is typing in the chat: a notice came less than TYPING_SHOWN_MS ago, and no
 * message of theirs has arrived since (`lastMessageId`, the newest message of that side: a new
 * one ends the typing at once).
 */
export function useIsTyping(sessionId: string, who: ChatSide, lastMessageId: number | null) {
  const key = keyOf(sessionId, who);
  const at = useSyncExternalStore(subscribe, () => typedAt.get(key) ?? 0);
  const [shown, setShown] = useState(false);

  const seenMessage = useRef(lastMessageId);
  useEffect(() => {
    if (seenMessage.current === lastMessageId) return;
    seenMessage.current = lastMessageId;
    setTypedAt(sessionId, who, 0);
  }, [sessionId, who, lastMessageId]);

  useEffect(() => {
    const left = at + TYPING_SHOWN_MS - Date.now();
    setShown(at > 0 && left > 0);
    if (at === 0 || left <= 0) return;
    const timer = window.setTimeout(() => setShown(false), left);
    return () => window.clearTimeout(timer);
  }, [at]);
  return shown;
}

/**
 * A little more than the server's window: a notice that reaches the server a few milliseconds
 * early would be dropped there, and «печатает…» would blink off on the other side.
 */
const SEND_EVERY_MS = TYPING_THROTTLE_MS + 250;

/**
 * Call the returned function on every keystroke: it tells the server that the viewer types, at
 * most once per SEND_EVERY_MS. `announce` null (a read-only chat) sends nothing.
 */
export function useTypingAnnouncer(announce: (() => Promise<unknown>) | null): () => void {
  const lastSent = useRef(0);
  return useCallback(() => {
    if (!announce) return;
    const now = Date.now();
    if (now - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = now;
    // A lost notice costs only a moment of «печатает…»; the next keystroke after the window tries again.
    announce().catch(() => {});
  }, [announce]);
}
