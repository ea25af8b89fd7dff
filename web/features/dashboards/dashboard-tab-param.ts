import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const CLIENT_DASHBOARD_TABS = [
  "chat",
  "overview",
  "orders",
  "documents",
  "archive",
  "search",
  "profile",
] as const;
export type ClientDashboardTab = (typeof CLIENT_DASHBOARD_TABS)[number];

function isTab(value: string | null): value is ClientDashboardTab {
  return (CLIENT_DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The address of a tab (and a chat in it, opened at one message if given) on the current page,
 * keeping nothing else.
 */
export function dashboardHref(
  tab: ClientDashboardTab,
  chatId?: string,
  messageId?: number,
): string {
  const params = new URLSearchParams({ tab });
  if (chatId) params.set("chat", chatId);
  if (chatId && messageId !== undefined) params.set("message", String(messageId));
  return `?${params}`;
}

/**
 * The open tab lives in `?tab=` so a reload or a shared link keeps it. A link with `?chat=` or
 * `?service=` (from «Написать в чат») means the chat tab even without `tab`.
 */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: ClientDashboardTab = isTab(raw) ? raw : "chat";

  const openTab = useCallback(
    (next: ClientDashboardTab) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set("tab", next);
        return updated;
      }),
    [setParams],
  );
  return { tab, openTab };
}
