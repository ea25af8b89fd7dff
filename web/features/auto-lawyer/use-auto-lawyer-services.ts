import { useQuery } from "@tanstack/react-query";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { autoLawyerChatPrice } from "../../../domain/catalogue/services.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { OrderTarget } from "../../lib/order-actions.ts";

/** Spec 1 §9: the auto-lawyer list is retried once, 2 s later. */
export function useAutoLawyerServices() {
  return useQuery({
    queryKey: queryKeys.autoLawyerServices,
    queryFn: ({ signal }) =>
      apiFetch<AutoLawyerService[]>("/auto-lawyer/services", { signal, auth: false }),
    retry: 1,
    retryDelay: 2000,
  });
}

/** Chat and payment start from the remote price, else the full-service one (spec 1 §2). */
export function autoLawyerOrderTarget(service: AutoLawyerService): OrderTarget {
  return {
    serviceId: service.id,
    title: service.title,
    amount: autoLawyerChatPrice(service),
    serviceType: "auto",
  };
}
