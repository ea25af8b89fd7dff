import { useQuery } from "@tanstack/react-query";
import { fetchPaymentSettings } from "../api/payment-settings.ts";
import { queryKeys } from "../api/query-keys.ts";

/** The provider's mode and the manual transfer details; they change only with a redeploy. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: queryKeys.paymentSettings,
    queryFn: fetchPaymentSettings,
    staleTime: 10 * 60_000,
  });
}
