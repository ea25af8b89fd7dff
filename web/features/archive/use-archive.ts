import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { archiveApi } from "../../api/archive.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { retryUnlessMissing } from "../../api/client.ts";

/** The user's archive: loose files, folders with their files, and the storage used. */
export function useArchive() {
  return useQuery({
    queryKey: cabinetQueryKeys.archive,
    queryFn: ({ signal }) => archiveApi.list(signal),
    retry: retryUnlessMissing,
  });
}

/**
 * After every change, successful or not, the screen shows the server's archive again: a failed
 * move or folder change is never kept on screen only (the old system's defect, issue 12 §1).
 */
export function useRefreshArchive() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.archive }),
    [queryClient],
  );
}
