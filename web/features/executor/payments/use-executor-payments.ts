import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { type ExecutorPaymentsQueryInput, executorPaymentsApi } from "../../../api/payments.ts";
import { useLiveEvents } from "../../chat/live-events.ts";

/** Polls only while the push channel is down: a payment's event refreshes the page itself. */
const POLL_MS = 30_000;

/** One page of the «Платежи» tab; the previous page stays on screen while the next one loads. */
export function useExecutorPayments(query: ExecutorPaymentsQueryInput) {
  const { connected } = useLiveEvents();
  return useQuery({
    queryKey: cabinetQueryKeys.executorPayments(query),
    queryFn: () => executorPaymentsApi.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: connected ? false : POLL_MS,
  });
}
