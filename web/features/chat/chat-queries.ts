import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { POLL_INTERVALS_MS, RELOAD_AFTER_SEND_MS } from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Poll only while the push channel is down, and not a query that has already failed. */
export function pollWhileDisconnected(connected: boolean) {
  return (query: { state: { status: string } }) =>
    connected || query.state.status === "error" ? false : POLL_INTERVALS_MS.guestChat;
}

function appendMessages(
  queryClient: QueryClient,
  key: QueryKey,
  created: readonly ChatMessage[],
): void {
  queryClient.setQueryData<ChatMessage[]>(key, (old) => {
    if (!old) return old;
    const known = new Set(old.map((message) => message.id));
    return [...old, ...created.filter((message) => !known.has(message.id))];
  });
}

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * After a send: show the server's copy of the new messages at once, then reload. With push the
 * reload is immediate; while polling, the spec's 500 ms pause comes first (spec 1 §4, spec 2 §4).
 */
export function useAfterSend(messagesKey: QueryKey, connected: boolean) {
  const queryClient = useQueryClient();
  return useCallback(
    async (created: readonly ChatMessage[]) => {
      appendMessages(queryClient, messagesKey, created);
      if (!connected) await pause(RELOAD_AFTER_SEND_MS);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    },
    [queryClient, messagesKey, connected],
  );
}

/** A session changed by an action: show the answer and refresh the lists and counters. */
export function useSessionUpdated() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: ChatSession) => {
      queryClient.setQueryData(queryKeys.chatSession(session.id), session);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    },
    [queryClient],
  );
}

/** The client's read, answered by the server: only this chat's pointers changed, no list did. */
export function useSessionRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: ChatSession) => queryClient.setQueryData(queryKeys.chatSession(session.id), session),
    [queryClient],
  );
}
