import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { retryUnlessMissing } from "../../api/client.ts";
import { paymentsApi } from "../../api/payments.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** The server re-checks the provider on each read of a pending payment, at most every few seconds. */
const POLL_MS = 2000;
/** After this the page stops asking on its own and offers «Проверить ещё раз». */
const POLL_LIMIT_MS = 5 * 60_000;

/**
 * The payment's real state (GET /api/payments/{id}), asked again every 2 s while it is pending,
 * for at most five minutes; `checkAgain` starts another five.
 */
export function usePaymentStatus(id: string | null, ownKey?: string) {
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (id === null || expired) return;
    const timer = setTimeout(() => setExpired(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [id, expired]);

  const query = useQuery({
    queryKey: queryKeys.payment(id ?? ""),
    queryFn: () => paymentsApi.get(id ?? "", ownKey),
    enabled: id !== null,
    staleTime: 0,
    // An unknown payment stays unknown; only network trouble is worth another try.
    retry: retryUnlessMissing,
    refetchInterval: (current) =>
      !expired && current.state.data?.status === "pending" ? POLL_MS : false,
  });

  const checkAgain = () => {
    setExpired(false);
    void query.refetch();
  };

  return { query, expired, checkAgain };
}
