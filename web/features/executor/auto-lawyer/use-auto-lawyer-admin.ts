import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { backOfficeAutoLawyerApi } from "../../../api/back-office-auto-lawyer.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** The cabinet's list: every auto-lawyer service, inactive ones too, with the real prices. */
export function useExecutorAutoLawyerServices() {
  return useQuery({
    queryKey: cabinetQueryKeys.executorAutoLawyerServices,
    queryFn: ({ signal }) => backOfficeAutoLawyerApi.list(signal),
  });
}

/**
 * After any write: the cabinet's list, the public auto-lawyer list (widget, /auto-lawyer) and the
 * catalogue, where auto-lawyer services are services too.
 */
export function useRefreshAutoLawyer() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          cabinetQueryKeys.executorAutoLawyerServices,
          queryKeys.autoLawyerServices,
          queryKeys.services,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient],
  );
}
