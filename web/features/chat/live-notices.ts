import type { QueryClient } from "@tanstack/react-query";
import type { ChatEvent, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type { ChatSide } from "../../../domain/chat/receipts.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { noteTyping } from "./use-typing.ts";

const POINTER_FIELD = {
  executor: "executor_read_message_id",
  client: "client_read_message_id",
} as const satisfies Record<ChatSide, keyof ChatSession>;

/**
 * A read moves one pointer of one chat: the chat on screen takes it at once, without refetching
 * every chat query. Its own query is refetched too when the pointer moved, because an answer
 * already on its way may have been read before the read was stored and would set it back.
 */
function applyRead(queryClient: QueryClient, sessionId: string, reader: ChatSide, upTo: number) {
  const field = POINTER_FIELD[reader];
  for (const key of [queryKeys.chatSession(sessionId), queryKeys.guestChatSession(sessionId)]) {
    const current = queryClient.getQueryData<ChatSession>(key);
    if (!current || (current[field] ?? 0) >= upTo) continue;
    queryClient.setQueryData<ChatSession>(key, { ...current, [field]: upTo });
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/**
 * The live events that change no list: a typing notice, a read, who has the chat open. Returns true when `event` was
 * one of them (the caller then skips its refetch of the chat queries).
 */
export function applyLiveNotice(queryClient: QueryClient, event: Partial<ChatEvent>): boolean {
  if (event.type === "typing") {
    if (event.session_id && event.who) noteTyping(event.session_id, event.who);
    return true;
  }
  if (event.type === "viewers.updated") {
    if (event.session_id) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatViewers(event.session_id) });
    }
    return true;
  }
  if (event.type === "messages.read") {
    if (event.session_id && event.reader && typeof event.last_read_message_id === "number") {
      applyRead(queryClient, event.session_id, event.reader, event.last_read_message_id);
    }
    return true;
  }
  return false;
}
