import { useEffect, useRef, useSyncExternalStore } from "react";
import type { ChatSide } from "../../../domain/chat/receipts.ts";
import type { ChatMessage, ChatSession } from "../../api/chat.ts";

function onVisibilityChange(listener: () => void) {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}

/** Whether the page is on screen (not a background tab, not a minimised window). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    onVisibilityChange,
    () => document.visibilityState === "visible",
    () => false,
  );
}

interface MarkReadOptions {
  session: ChatSession | undefined;
  messages: readonly ChatMessage[] | undefined;
  /** The viewer's side: the other side's messages are the ones read. */
  side: ChatSide;
  enabled: boolean;
  markRead(sessionId: string): Promise<ChatSession>;
  /** The chat as the server answered, with the moved pointer. */
  onMarked(session: ChatSession): void;
}

/**
 * What is on screen has been read: while the chat is open and the page visible, a message of the
 * other side newer than the viewer's read pointer is marked read at once (for the executors also
 * an unread count above 0), and when the page is switched back to. One request at a time; a
 * failed one waits for the next change instead of retrying in a loop.
 */
export function useMarkReadWhileOpen({
  session,
  messages,
  side,
  enabled,
  markRead,
  onMarked,
}: MarkReadOptions) {
  const visible = usePageVisible();
  const inFlight = useRef(false);
  const id = session?.id;
  const pointer =
    (side === "executor" ? session?.executor_read_message_id : session?.client_read_message_id) ??
    null;
  const other = side === "executor" ? "client" : "executor";
  const newest = messages?.findLast((message) => message.sender_type === other)?.id ?? null;
  const unread = side === "executor" ? (session?.unread_messages_count ?? 0) : 0;

  // Runs again whenever the pointer, the newest message or the count changes: a message that
  // arrived while a request was on its way is read by the next one, once the answer moved the pointer.
  useEffect(() => {
    const behind = (newest !== null && (pointer === null || newest > pointer)) || unread > 0;
    if (!enabled || !id || !visible || !behind || inFlight.current) return;
    inFlight.current = true;
    markRead(id)
      .then(onMarked)
      .catch(() => {})
      .finally(() => {
        inFlight.current = false;
      });
  }, [enabled, id, visible, newest, pointer, unread, markRead, onMarked]);
}
