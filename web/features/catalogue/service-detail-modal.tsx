import { Badge, Divider, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { normalizeCategory, SERVICE_CATEGORY_LABELS } from "../../../domain/catalogue/services.ts";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import { ServiceExtraLink } from "./service-extra-links.tsx";
import { ServiceIcon } from "./service-icon.tsx";
import { orderTargetOf, serviceModalPriceText } from "./service-price.ts";
import { ServiceRecommendations } from "./service-recommendations.tsx";

interface ServiceDetailModalProps {
  /** The service to show; null closes the modal. */
  service: Service | null;
  onClose(): void;
  /** A recommended service was picked: the modal switches to it. */
  onSelect(service: Service): void;
}

export function ServiceDetailModal({ service, onClose, onSelect }: ServiceDetailModalProps) {
  const narrow = useMediaQuery("(max-width: 36em)");
  // Keep showing the last service while the closing animation plays.
  const [shown, setShown] = useState(service);
  if (service && service !== shown) setShown(service);

  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      size="lg"
      fullScreen={narrow}
      title={
        shown ? (
          <Group gap="sm" wrap="nowrap">
            <ServiceIcon category={shown.category} title={shown.title} size={40} />
            <span>{shown.title}</span>
          </Group>
        ) : null
      }
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      data-testid="service-detail-modal"
    >
      {shown ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">
              {SERVICE_CATEGORY_LABELS[normalizeCategory(shown.category)]}
            </Badge>
          </Group>
          {shown.description ? (
            <Text style={{ whiteSpace: "pre-line" }}>{shown.description}</Text>
          ) : null}
          <Text fz={26} fw={700} c="navy.8" data-testid="service-modal-price">
            {serviceModalPriceText(shown)}
          </Text>
          <OrderButtons target={orderTargetOf(shown)} onBeforeAction={onClose} size="md" />
          <ServiceExtraLink service={shown} onNavigate={onClose} />
          <Divider />
          {/* The dialog's title is its <h2>. */}
          <Title order={3} fz="md">
            Рекомендуем также
          </Title>
          <ServiceRecommendations serviceId={shown.id} onSelect={onSelect} />
        </Stack>
      ) : null}
    </Modal>
  );
}
