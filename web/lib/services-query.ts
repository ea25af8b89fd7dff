import { queryOptions } from "@tanstack/react-query";
import type { Service } from "../../domain/catalogue/service-schemas.ts";
import { apiFetch } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";

/** Spec 1 §9: the service list request gives up after 10 s and is retried. */
const SERVICES_TIMEOUT_MS = 10_000;

/**
 * The catalogue list is read by several features (catalogue, reviews form, kinds pages); one
 * definition keeps them on one cache entry instead of each fetching its own copy.
 */
export const servicesQuery = queryOptions({
  queryKey: queryKeys.services,
  queryFn: ({ signal }) =>
    apiFetch<Service[]>("/services", {
      signal: AbortSignal.any([signal, AbortSignal.timeout(SERVICES_TIMEOUT_MS)]),
      auth: false,
    }),
});
