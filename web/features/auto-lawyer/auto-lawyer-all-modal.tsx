import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { CardGrid } from "../../ui/card-grid.tsx";
import { AutoLawyerCard } from "./auto-lawyer-card.tsx";

interface AutoLawyerAllModalProps {
  services: AutoLawyerService[];
  opened: boolean;
  onClose(): void;
}

/** The expand-all view: every auto-lawyer service with both prices (spec 1 §2). */
export function AutoLawyerAllModal({ services, opened, onClose }: AutoLawyerAllModalProps) {
  const narrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Услуги автоюриста"
      size="min(1200px, 100%)"
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {/* CardGrid, not SimpleGrid: no `<style>` of media queries in the page's body (decision 051). */}
      <CardGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="auto-lawyer-all">
        {services.map((service) => (
          <AutoLawyerCard key={service.id} service={service} onBeforeAction={onClose} />
        ))}
      </CardGrid>
    </Modal>
  );
}
