import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { CHAT_FILTERS, type ChatFilter } from "../../../domain/chat/chat.ts";
import { EXECUTOR_TAB_VALUES, type ExecutorTabValue } from "./executor-tab-values.ts";

function isTab(value: string | null): value is ExecutorTabValue {
  return (EXECUTOR_TAB_VALUES as readonly (string | null)[]).includes(value);
}

/** Whose chats the list shows (issue 30 §2): «Мои», «Очередь» (no lawyer yet), «Все». */
export const ASSIGNEE_VIEWS = ["me", "none", "all"] as const;
export type AssigneeView = (typeof ASSIGNEE_VIEWS)[number];

function isAssigneeView(value: string | null): value is AssigneeView {
  return (ASSIGNEE_VIEWS as readonly (string | null)[]).includes(value);
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

/** The address of one chat opened inline, keeping the list's filters for the way back. */
export function executorChatHref(
  sessionId: string,
  filter: ChatFilter,
  assignee: AssigneeView = "all",
): string {
  const params = new URLSearchParams({ tab: "chats" });
  if (filter !== "all") params.set("filter", filter);
  if (assignee !== "all") params.set("assignee", assignee);
  params.set("chat", sessionId);
  return `?${params}`;
}

/**
 * Where the executor is in the cabinet, all of it in the address so a reload or a link keeps it:
 * `?tab=`, the chat list's `?filter=` and `?assignee=`, and `?chat=` (or the old `?session=`) for a chat open inline,
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
  const rawAssignee = params.get("assignee");
  const assignee: AssigneeView = isAssigneeView(rawAssignee) ? rawAssignee : "all";

  const setAssignee = useCallback(
    (next: AssigneeView) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set("tab", "chats");
        if (next === "all") updated.delete("assignee");
        else updated.set("assignee", next);
        return updated;
      }),
    [setParams],
  );

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

  return { tab, filter, assignee, chatId, setFilter, setAssignee, closeChat };
}
