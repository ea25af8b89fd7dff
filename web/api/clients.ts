import type {
  ClientStats,
  ClientsPage,
  ClientsQueryInput,
  DeleteMeRequest,
  ErasureSummary,
} from "../../domain/clients/client-schemas.ts";
import { apiFetch } from "./client.ts";

export type {
  ClientListItem,
  ClientStats,
  ClientsPage,
} from "../../domain/clients/client-schemas.ts";

/** «Клиенты» of the cabinet (issue 13 §1) and a client's own data. */
export const clientsApi = {
  list: (query: ClientsQueryInput, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== "") params.set(key, String(value));
    }
    const search = params.toString();
    return apiFetch<ClientsPage>(`/clients${search ? `?${search}` : ""}`, { signal });
  },
  stats: (signal?: AbortSignal) => apiFetch<ClientStats>("/clients/stats", { signal }),
  remove: (id: number) => apiFetch<ErasureSummary>(`/clients/${id}`, { method: "DELETE" }),
  deleteMe: (body: DeleteMeRequest) =>
    apiFetch<ErasureSummary>("/auth/me", { method: "DELETE", body }),
};

/** The address of the client's own export (fetched with the token as a file download). */
export const MY_DATA_EXPORT_URL = "/api/auth/me/export";
