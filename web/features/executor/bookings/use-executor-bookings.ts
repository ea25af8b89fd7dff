import { useQuery, useQueryClient } from "@tanstack/react-query";
import { executorBookingsApi, executorBookingsKeys } from "../../../api/executor-bookings.ts";

export function useExecutorBookings(from: string, to: string, lawyerId: number | null) {
  return useQuery({
    queryKey: executorBookingsKeys.list(from, to, lawyerId),
    queryFn: ({ signal }) => executorBookingsApi.list(from, to, lawyerId, signal),
    staleTime: 0,
  });
}

/** After any change: every period's list reads the server again. */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: executorBookingsKeys.all });
}
