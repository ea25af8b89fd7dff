import { SimpleGrid } from "@mantine/core";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { LazyMount, lazyNamed } from "../../ui/lazy-mount.tsx";
import { ServiceCard } from "./service-card.tsx";
import { useServiceModal } from "./use-service-modal.ts";

const ServiceDetailModal = lazyNamed(
  () => import("./service-detail-modal.tsx"),
  "ServiceDetailModal",
);

interface ServiceGridProps {
  services: Service[];
  withDetails?: boolean;
  /** The cards' heading level (ServiceCard): 2 when the grid stands right under the <h1>. */
  headingOrder?: 2 | 3;
}

/** Service cards with their detail modal: the home page and the catalogue share this. */
export function ServiceGrid({ services, withDetails = false, headingOrder }: ServiceGridProps) {
  const modal = useServiceModal();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="service-grid">
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            onOpen={modal.open}
            withDetails={withDetails}
            headingOrder={headingOrder}
          />
        ))}
      </SimpleGrid>
      <LazyMount opened={modal.service !== null}>
        {(opened) => (
          <ServiceDetailModal
            service={opened ? modal.service : null}
            onClose={modal.close}
            onSelect={modal.open}
          />
        )}
      </LazyMount>
    </>
  );
}
