import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AuditFilters, auditApi } from "../../../api/back-office-audit.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.auditLog(filters),
    queryFn: () => auditApi.list(filters),
    placeholderData: keepPreviousData,
  });
}
