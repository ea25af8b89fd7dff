import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AuditFilters, auditApi } from "../../../api/back-office-audit.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: cabinetQueryKeys.auditLog(filters),
    queryFn: () => auditApi.list(filters),
    placeholderData: keepPreviousData,
  });
}
