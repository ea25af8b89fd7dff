/** The executor's catalogue calls (spec 3 §7, issue 10 §2); all send the stored Bearer token. */

import type { ServiceFormValues } from "../../domain/catalogue/service-editor.ts";
import type {
  ExecutorService,
  RecommendationsAnswer,
} from "../../domain/catalogue/service-editor-schemas.ts";
import { apiFetch } from "./client.ts";

export type { ExecutorService, RecommendationsAnswer };

export const backOfficeServicesApi = {
  list: (signal?: AbortSignal) => apiFetch<ExecutorService[]>("/executor/services", { signal }),
  create: (form: ServiceFormValues) =>
    apiFetch<ExecutorService>("/services", { method: "POST", body: form }),
  update: (id: number, form: ServiceFormValues) =>
    apiFetch<ExecutorService>(`/services/${id}`, { method: "PUT", body: form }),
  setActive: (id: number, isActive: boolean) =>
    apiFetch<ExecutorService>(`/services/${id}`, { method: "PUT", body: { is_active: isActive } }),
  remove: (id: number) => apiFetch<{ message: string }>(`/services/${id}`, { method: "DELETE" }),
  /** Places renumbered from 0 in the order shown (spec 3 §4). */
  saveOrder: (ids: number[]) =>
    apiFetch<ExecutorService[]>("/executor/services/order", {
      method: "PUT",
      body: {
        services: ids.map((serviceId, index) => ({ service_id: serviceId, sort_order: index })),
      },
    }),
  addRecommendations: (id: number, recommendedIds: number[]) =>
    apiFetch<RecommendationsAnswer>(`/services/${id}/recommendations`, {
      method: "POST",
      body: { recommended_service_ids: recommendedIds },
    }),
  removeRecommendation: (id: number, recommendedId: number) =>
    apiFetch<RecommendationsAnswer>(`/services/${id}/recommendations/${recommendedId}`, {
      method: "DELETE",
    }),
};
