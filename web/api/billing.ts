/** Invoices and acts (issue 31 §3). */

import type { BillingSettings } from "../../domain/billing/billing.ts";
import type { BillingDocument, BillingReadiness } from "../../domain/billing/billing-schemas.ts";
import { apiFetch } from "./client.ts";

export type { BillingDocument };

export interface BillingFilter {
  clientId?: number;
  sessionId?: string;
  limit?: number;
}

export const billingApi = {
  list: (filter: BillingFilter, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    if (filter.clientId !== undefined) query.set("client_id", String(filter.clientId));
    if (filter.sessionId) query.set("session_id", filter.sessionId);
    if (filter.limit) query.set("limit", String(filter.limit));
    const suffix = query.size > 0 ? `?${query}` : "";
    return apiFetch<BillingDocument[]>(`/billing/documents${suffix}`, { signal });
  },
  pdfUrl: (id: string) => `/api/billing/documents/${encodeURIComponent(id)}/pdf`,
  readiness: (signal?: AbortSignal) => apiFetch<BillingReadiness>("/billing/readiness", { signal }),
  settings: (signal?: AbortSignal) =>
    apiFetch<BillingSettings>("/executor/billing-settings", { signal }),
  saveSettings: (settings: BillingSettings) =>
    apiFetch<BillingSettings>("/executor/billing-settings", { method: "PUT", body: settings }),
};
