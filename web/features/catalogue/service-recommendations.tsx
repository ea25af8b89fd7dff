import { Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { ServiceIcon } from "./service-icon.tsx";
import { servicePriceText } from "./service-price.ts";
import classes from "./service-recommendations.module.css";
import { useRecommendations } from "./use-services.ts";

interface ServiceRecommendationsProps {
  serviceId: number;
  onSelect(service: Service): void;
}

export function ServiceRecommendations({ serviceId, onSelect }: ServiceRecommendationsProps) {
  const { data, isPending } = useRecommendations(serviceId);

  if (isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Подбираем дополнительные услуги...
        </Text>
      </Group>
    );
  }
  // A failed request reads as "no recommendations" (spec 1 §8).
  if (!data || data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-recommendations">
        {CATALOGUE_TEXTS.noRecommendations}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" className={classes.list} data-testid="service-recommendations">
      {data.map((service) => (
        <li key={service.id}>
          <UnstyledButton
            className={classes.item}
            onClick={() => onSelect(service)}
            data-testid="recommendation"
          >
            <Group wrap="nowrap" gap="sm">
              <ServiceIcon category={service.category} title={service.title} size={32} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {service.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {servicePriceText(service)}
                </Text>
              </Stack>
              <IconChevronRight size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
