import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { backOfficeServicesApi } from "../../../api/back-office-services.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** Every service of the cabinet (inactive and auto-lawyer ones too), in saved order. */
export function useExecutorServices() {
  return useQuery({
    queryKey: cabinetQueryKeys.executorServices,
    queryFn: ({ signal }) => backOfficeServicesApi.list(signal),
  });
}

/**
 * After any catalogue write: the cabinet's list, and the public catalogue with every service's
 * page and recommendations (their keys all start with "services"), so the site open in another
 * tab of this browser is fresh too.
 */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.executorServices }),
        queryClient.invalidateQueries({ queryKey: queryKeys.services }),
      ]).then(() => undefined),
    [queryClient],
  );
}
