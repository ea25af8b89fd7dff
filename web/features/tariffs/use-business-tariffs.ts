import { useQuery } from "@tanstack/react-query";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Tariffs are edited in the cabinet and a payment must name the current price, so a showing
 * (home section, tariffs window) asks again unless the list is seconds old; the list is four
 * rows. Those seconds spare the home page a second request, and a render of the tariffs, right
 * after hydrating the list its HTML was drawn from (and the page's cached HTML is dropped
 * whenever a tariff changes).
 */
export function useBusinessTariffs() {
  return useQuery({
    queryKey: queryKeys.businessTariffs,
    queryFn: ({ signal }) =>
      apiFetch<BusinessTariff[]>("/business-tariffs", { signal, auth: false }),
    staleTime: 10_000,
  });
}
