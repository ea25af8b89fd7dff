import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { CardGrid } from "../../ui/card-grid.tsx";
import { CardSkeletons } from "../../ui/card-skeletons.tsx";
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

const GRID_COLS = { base: 1, sm: 2, md: 3 };

/** Placeholders of the cards' size (measured: 227 px with the description, 175 px without). */
export function ServiceCardSkeletons({ withDetails = false }: { withDetails?: boolean }) {
  return (
    <CardSkeletons
      label={CATALOGUE_TEXTS.loading}
      count={6}
      cardHeight={withDetails ? 227 : 175}
      cols={GRID_COLS}
    />
  );
}

/** Service cards with their detail modal: the home page and the catalogue share this. */
export function ServiceGrid({ services, withDetails = false, headingOrder }: ServiceGridProps) {
  const modal = useServiceModal();
  return (
    <>
      <CardGrid cols={GRID_COLS} spacing="lg" data-testid="service-grid">
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            onOpen={modal.open}
            withDetails={withDetails}
            headingOrder={headingOrder}
          />
        ))}
      </CardGrid>
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
