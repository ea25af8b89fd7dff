import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { isMissing, retryUnlessMissing } from "../../api/client.ts";
import { type CabinetScope, corporateApi } from "../../api/corporate.ts";
import { scopeKey } from "./corporate-location.ts";

/** The overview's three figures, counted by the server. */
export function useCorporateOverview(scope: CabinetScope) {
  return useQuery({
    queryKey: cabinetQueryKeys.corporateOverview(scopeKey(scope)),
    queryFn: () => corporateApi.overview(scope),
    retry: retryUnlessMissing,
  });
}

/** The company card with its documents; null before it is first saved (the API's 404). */
export function useCompanyProfile(scope: CabinetScope) {
  return useQuery({
    queryKey: cabinetQueryKeys.corporateProfile(scopeKey(scope)),
    queryFn: async () => {
      try {
        return await corporateApi.profile(scope);
      } catch (error) {
        // Spec 2 §7: a 404 on the profile is no error, just an empty card.
        if (isMissing(error)) return null;
        throw error;
      }
    },
    retry: retryUnlessMissing,
  });
}

/** The organisation's documents by category. */
export function useOrganizationDocuments(scope: CabinetScope) {
  return useQuery({
    queryKey: cabinetQueryKeys.corporateDocuments(scopeKey(scope)),
    queryFn: () => corporateApi.documentsByCategory(scope),
    retry: retryUnlessMissing,
  });
}

/** The viewed client of executor mode. */
export function useCorporateClient(clientId: number | null) {
  return useQuery({
    queryKey: cabinetQueryKeys.corporateClient(clientId ?? 0),
    queryFn: () => corporateApi.client(clientId ?? 0),
    enabled: clientId !== null,
    retry: retryUnlessMissing,
  });
}

/** After a change to the company's own cabinet: every tab's figures are read again. */
export function useRefreshOwnCabinet() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.corporateScope("own") }),
    [queryClient],
  );
}
