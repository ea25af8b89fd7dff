import { useQuery } from "@tanstack/react-query";
import { fetchPaymentSettings } from "../api/payment-settings.ts";
import { queryKeys } from "../api/query-keys.ts";

/**
 * The provider's mode and the manual transfer details. They change rarely (the administrator's
 * «Оплата»), so a page read once keeps them for ten minutes; the server checks every payment
 * against the settings in force, whatever an old page showed.
 */
export function usePaymentSettings() {
  return useQuery({
    queryKey: queryKeys.paymentSettings,
    queryFn: fetchPaymentSettings,
    staleTime: 10 * 60_000,
  });
}
