import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { BusinessTariff } from "../../../../domain/tariffs/tariff-schemas.ts";
import { apiFetch } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * The tariffs as the site shows them (the same call and cache entry as the home page), so the tab
 * and the site cannot disagree; always refetched when the tab opens.
 */
export function useEditableTariffs() {
  return useQuery({
    queryKey: queryKeys.businessTariffs,
    queryFn: ({ signal }) => apiFetch<BusinessTariff[]>("/business-tariffs", { signal }),
    staleTime: 0,
  });
}

export function useRefreshTariffs() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.businessTariffs }),
    [queryClient],
  );
}
