import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { executorPaymentsApi } from "../../api/payments.ts";

/*
 * The cabinet's money figures (spec 3 §3, §7). Their keys start with "chat", so a live event of a
 * payment or a chat refreshes them while the tab is open. A slow refresh besides moves «Сегодня»
 * on at Moscow midnight, when no event says so.
 */
const ROLL_OVER_MS = 5 * 60_000;

/** Today, yesterday, this week and this month (Moscow days, the week from Monday). */
export function useEarnings() {
  return useQuery({
    queryKey: cabinetQueryKeys.earnings,
    queryFn: () => executorPaymentsApi.earnings(),
    refetchInterval: ROLL_OVER_MS,
  });
}

/** Every month of a year; null is the server's current year. The old year stays while the next loads. */
export function useMonthlyEarnings(year: number | null) {
  return useQuery({
    queryKey: cabinetQueryKeys.monthlyEarnings(year),
    queryFn: () => executorPaymentsApi.monthlyEarnings(year ?? undefined),
    placeholderData: keepPreviousData,
  });
}

/** Business-tariff purchases: totals, per tariff, and the latest ones. */
export function useBusinessTariffStats() {
  return useQuery({
    queryKey: cabinetQueryKeys.businessTariffStats,
    queryFn: () => executorPaymentsApi.businessTariffStats(),
  });
}
