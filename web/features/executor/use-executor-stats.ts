import { useQuery } from "@tanstack/react-query";
import { POLL_INTERVALS_MS } from "../../../domain/chat/chat.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useLiveEvents } from "../chat/live-events.ts";

/**
 * The cabinet's counters (GET /api/executor/dashboard). The header badge reads the same query
 * key, so both show one number. Push events refresh it; the 30 s poll runs only while the push
 * channel is down.
 */
export function useExecutorStats() {
  const { connected } = useLiveEvents();
  return useQuery({
    queryKey: queryKeys.executorDashboard,
    queryFn: () => chatApi.executorDashboard(),
    refetchInterval: connected ? false : POLL_INTERVALS_MS.dashboardStats,
  });
}
