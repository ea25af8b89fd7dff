import type {
  AutoLawyerOrder,
  AutoLawyerServiceFormInput,
  ExecutorAutoLawyerService,
} from "../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { apiFetch } from "./client.ts";

const BASE = "/executor/auto-lawyer/services";

/** The cabinet's auto-lawyer calls (issue 10 §3). */
export const backOfficeAutoLawyerApi = {
  list: (signal?: AbortSignal) => apiFetch<ExecutorAutoLawyerService[]>(BASE, { signal }),
  create: (body: AutoLawyerServiceFormInput) =>
    apiFetch<ExecutorAutoLawyerService>(BASE, { method: "POST", body }),
  update: (id: number, body: AutoLawyerServiceFormInput) =>
    apiFetch<ExecutorAutoLawyerService>(`${BASE}/${id}`, { method: "PUT", body }),
  setActive: (id: number, isActive: boolean) =>
    apiFetch<ExecutorAutoLawyerService>(`${BASE}/${id}`, {
      method: "PUT",
      body: { is_active: isActive },
    }),
  remove: (id: number) => apiFetch<{ message: string }>(`${BASE}/${id}`, { method: "DELETE" }),
  /** The ids in their new order, renumbered from 0 (spec 3 §4), as the services tab saves. */
  reorder: (ids: number[]) =>
    apiFetch<ExecutorAutoLawyerService[]>(`${BASE}/order`, {
      method: "PUT",
      body: {
        services: ids.map((serviceId, index) => ({ service_id: serviceId, sort_order: index })),
      } satisfies AutoLawyerOrder,
    }),
};
