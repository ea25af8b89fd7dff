import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCar } from "@tabler/icons-react";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import { PriceRows } from "./price-rows.tsx";
import { autoLawyerOrderTarget } from "./use-auto-lawyer-services.ts";

interface AutoLawyerCardProps {
  service: AutoLawyerService;
  onBeforeAction?: () => void;
}

export function AutoLawyerCard({ service, onBeforeAction }: AutoLawyerCardProps) {
  return (
    // Not clipped: the price explanations pop out above the card's edge.
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      style={{ overflow: "visible" }}
      data-testid="auto-lawyer-card"
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            <IconCar size={22} stroke={1.6} />
          </ThemeIcon>
          <Title order={3} fz="md" lh={1.35}>
            {service.title}
          </Title>
        </Group>
        {service.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {service.description}
          </Text>
        ) : null}
        <Stack gap="sm" mt="auto">
          <PriceRows service={service} />
          <OrderButtons target={autoLawyerOrderTarget(service)} onBeforeAction={onBeforeAction} />
        </Stack>
      </Stack>
    </Card>
  );
}
