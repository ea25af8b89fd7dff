import { useQuery } from "@tanstack/react-query";
import { fetchPaymentSettings } from "../api/payment-settings.ts";
import { queryKeys } from "../api/query-keys.ts";

/**
 * The provider's mode and the manual transfer details. They change rarely (the administrator's
 * «Оплата»), so a page keeps them for ten minutes; the pay window asks again as it opens
 * (`fresh`), so a changed card number is never shown to a payer from an old copy.
 */
export function usePaymentSettings({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.paymentSettings,
    queryFn: fetchPaymentSettings,
    staleTime: fresh ? 0 : 10 * 60_000,
  });
}
