import { useQuery } from "@tanstack/react-query";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { servicesQuery } from "../../lib/services-query.ts";

/** After the quick retries give up, keep trying quietly in the background (spec 1 §8). */
const BACKGROUND_RETRY_MS = 10_000;

/**
 * Active services, in catalogue order. A failure is never shown: the spinner stays and the list
 * appears as soon as the server answers again.
 */
export function useServices() {
  return useQuery({
    ...servicesQuery,
    refetchInterval: (query) => (query.state.status === "error" ? BACKGROUND_RETRY_MS : false),
  });
}

/** Recommended services; a failure reads as "none" (spec 1 §8). */
export function useRecommendations(serviceId: number | null) {
  return useQuery({
    queryKey: queryKeys.recommendations(serviceId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<Service[]>(`/services/${serviceId}/recommendations`, { signal, auth: false }),
    enabled: serviceId !== null,
    retry: 1,
  });
}
