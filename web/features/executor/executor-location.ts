import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { CHAT_FILTERS, type ChatFilter } from "../../../domain/chat/chat.ts";
import { EXECUTOR_TABS, type ExecutorTabValue } from "./executor-tabs.tsx";

function isTab(value: string | null): value is ExecutorTabValue {
  return EXECUTOR_TABS.some((tab) => tab.value === value);
}

function isFilter(value: string | null): value is ChatFilter {
  return (CHAT_FILTERS as readonly (string | null)[]).includes(value);
}

/** The address of a cabinet tab: `?tab=chats&filter=unread`. */
export function executorTabHref(tab: ExecutorTabValue, filter?: ChatFilter): string {
  const params = new URLSearchParams({ tab });
  if (filter && filter !== "all") params.set("filter", filter);
  return `?${params}`;
}

/** The address of one chat opened inline, keeping the list's filter for the way back. */
export function executorChatHref(sessionId: string, filter: ChatFilter): string {
  const params = new URLSearchParams({ tab: "chats" });
  if (filter !== "all") params.set("filter", filter);
  params.set("chat", sessionId);
  return `?${params}`;
}

/**
 * Where the executor is in the cabinet, all of it in the address so a reload or a link keeps it:
 * `?tab=`, the chat list's `?filter=`, and `?chat=` (or the old `?session=`) for a chat open inline,
 * with `?message=` when it opens at one message (a search hit).
 */
export function useExecutorLocation() {
  const [params, setParams] = useSearchParams();
  const chatId = params.get("chat") || params.get("session") || null;
  const rawTab = params.get("tab");
  // An open chat belongs to the chats tab, whatever else the link says.
  const tab: ExecutorTabValue = chatId ? "chats" : isTab(rawTab) ? rawTab : "overview";
  const rawFilter = params.get("filter");
  const filter: ChatFilter = isFilter(rawFilter) ? rawFilter : "all";

  const setFilter = useCallback(
    (next: ChatFilter) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set("tab", "chats");
        if (next === "all") updated.delete("filter");
        else updated.set("filter", next);
        return updated;
      }),
    [setParams],
  );

  const closeChat = useCallback(
    () =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.delete("chat");
        updated.delete("session");
        updated.delete("message");
        updated.set("tab", "chats");
        return updated;
      }),
    [setParams],
  );

  return { tab, filter, chatId, setFilter, closeChat };
}
