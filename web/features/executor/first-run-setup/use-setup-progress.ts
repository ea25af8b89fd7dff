import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetupStepUpdate } from "../../../../domain/site-settings/first-run-setup-schemas.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { firstRunSetupApi } from "../../../api/first-run-setup.ts";

/** Which setup steps were saved or skipped (issue 44 §3); read for the administrator only. */
export function useSetupProgress(enabled: boolean) {
  return useQuery({
    queryKey: cabinetQueryKeys.firstRunSetup,
    queryFn: ({ signal }) => firstRunSetupApi.get(signal),
    staleTime: 0,
    enabled,
  });
}

/** Marks a step done or skipped; «Обзор» reads the answer at once. */
export function useMarkSetupStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupStepUpdate) => firstRunSetupApi.mark(body),
    onSuccess: (progress) => client.setQueryData(cabinetQueryKeys.firstRunSetup, progress),
  });
}
