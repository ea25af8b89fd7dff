import { Button, Modal, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { PriceRows } from "../../ui/auto-lawyer-price-rows.tsx";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import { autoLawyerOrderTarget } from "./use-auto-lawyer-services.ts";

interface AutoLawyerDetailModalProps {
  service: AutoLawyerService | null;
  onClose(): void;
}

export function AutoLawyerDetailModal({ service, onClose }: AutoLawyerDetailModalProps) {
  // Keep the last service on screen while the closing animation plays.
  const [shown, setShown] = useState(service);
  if (service && service !== shown) setShown(service);

  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={shown?.title}
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {shown ? (
        <Stack gap="md" data-testid="auto-lawyer-detail">
          {shown.description ? (
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {shown.description}
            </Text>
          ) : null}
          <PriceRows service={shown} />
          <OrderButtons target={autoLawyerOrderTarget(shown)} onBeforeAction={onClose} size="md" />
          <Button
            component={Link}
            to="/auto-lawyer"
            variant="default"
            rightSection={<IconArrowRight size={16} />}
            onClick={onClose}
          >
            Подробнее
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
