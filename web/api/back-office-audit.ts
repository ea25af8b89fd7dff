/** The back office's audit log (issue 10 §7): read-only, executors and admins. */
import type { AuditPage, AuditQuery } from "../../domain/audit/audit-schemas.ts";
import { apiFetch } from "./client.ts";

export type { AuditEntry, AuditPage } from "../../domain/audit/audit-schemas.ts";

/** The tab's filters; empty ones are left out of the address. */
export type AuditFilters = Partial<Omit<AuditQuery, "page_size">>;

export const auditApi = {
  list(filters: AuditFilters): Promise<AuditPage> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined && value !== "") params.set(key, String(value));
    }
    const query = params.toString();
    return apiFetch<AuditPage>(`/executor/audit-log${query ? `?${query}` : ""}`);
  },
};
