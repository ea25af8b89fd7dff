import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { AutoLawyerPrices } from "../../domain/catalogue/auto-lawyer-admin.ts";
import { PriceRows } from "./auto-lawyer-price-rows.tsx";

interface AutoLawyerCardViewProps {
  service: AutoLawyerPrices & { title: string; description: string };
  /** Under the prices: the order buttons on the site, nothing in the cabinet's preview. */
  children?: ReactNode;
}

/**
 * How one auto-lawyer service reads on /auto-lawyer and in the widget's «Показать все». The
 * public card adds its order buttons; the cabinet's editor shows it as the preview.
 */
export function AutoLawyerCardView({ service, children }: AutoLawyerCardViewProps) {
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
          {children}
        </Stack>
      </Stack>
    </Card>
  );
}
