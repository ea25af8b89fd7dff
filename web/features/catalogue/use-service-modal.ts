import { useCallback, useState } from "react";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { track } from "../../lib/analytics.ts";

/** Which service the detail modal shows; opening or switching counts as a service view. */
export function useServiceModal() {
  const [service, setService] = useState<Service | null>(null);
  const open = useCallback((next: Service) => {
    track("service_view", { service_title: next.title });
    setService(next);
  }, []);
  const close = useCallback(() => setService(null), []);
  return { service, open, close };
}
