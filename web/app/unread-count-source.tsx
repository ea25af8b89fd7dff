import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { POLL_INTERVALS_MS } from "../../domain/chat/chat.ts";
import { chatApi } from "../api/chat.ts";
import { queryKeys } from "../api/query-keys.ts";
import { useLiveEvents } from "../features/chat/live-events.ts";
import { useAuth } from "../lib/auth.ts";
import { unreadCountStore } from "./use-executor-unread-count.ts";

/**
 * Nothing of the cabinet is read before the number is confirmed (issue 45 §2) and a due second
 * factor is on (an administrator made by an administrator, issue 43 §1): the server refuses it.
 * Checked here, in this lazily loaded chunk, not in the header every page carries.
 */
export function UnreadCountSource() {
  const { user } = useAuth();
  const refused = user?.phone_confirmation_required || user?.second_factor_setup_required;
  return refused ? null : <CountSource />;
}

/**
 * Keeps the header's unread count current for a signed-in executor. It reads the cabinet's own
 * query (GET /api/executor/dashboard), so the badge and the cabinet show one number; push events
 * refresh it, and the 30 s poll runs only while the push channel is down. Renders nothing.
 */
function CountSource() {
  const { connected } = useLiveEvents();
  const stats = useQuery({
    queryKey: queryKeys.executorDashboard,
    queryFn: () => chatApi.executorDashboard(),
    refetchInterval: connected ? false : POLL_INTERVALS_MS.unreadCount,
  });
  const unread = stats.data?.unread_messages ?? 0;

  useEffect(() => unreadCountStore.mounted(), []);
  useEffect(() => {
    unreadCountStore.report(unread);
  }, [unread]);
  return null;
}
