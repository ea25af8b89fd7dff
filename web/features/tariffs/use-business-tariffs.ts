import { useQuery } from "@tanstack/react-query";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Tariffs are edited in the cabinet and a payment must name the current price, so every showing
 * (home section, tariffs window) asks again; the list is four rows.
 */
export function useBusinessTariffs() {
  return useQuery({
    queryKey: queryKeys.businessTariffs,
    queryFn: ({ signal }) =>
      apiFetch<BusinessTariff[]>("/business-tariffs", { signal, auth: false }),
    staleTime: 0,
  });
}
