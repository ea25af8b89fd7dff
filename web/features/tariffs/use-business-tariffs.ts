import { useQuery } from "@tanstack/react-query";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useBusinessTariffs() {
  return useQuery({
    queryKey: queryKeys.businessTariffs,
    queryFn: ({ signal }) =>
      apiFetch<BusinessTariff[]>("/business-tariffs", { signal, auth: false }),
    staleTime: 5 * 60_000,
  });
}
