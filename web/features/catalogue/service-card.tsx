import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { HintTooltip } from "../../ui/hint-tooltip.tsx";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import classes from "./service-card.module.css";
import { ServiceIcon } from "./service-icon.tsx";
import { orderTargetOf, servicePriceText } from "./service-price.ts";

interface ServiceCardProps {
  service: Service;
  onOpen(service: Service): void;
  /** The catalogue shows the description and the tooltip; the home grid stays compact. */
  withDetails?: boolean;
  /** One below the heading the grid stands under: 2 under the page's <h1>, 3 under a section's. */
  headingOrder?: 2 | 3;
}

/**
 * The whole card opens the detail modal for mouse users; keyboard and screen-reader users reach
 * the same action through the title, which is a real button (a card with role="button" around
 * other buttons would be nested interactive content). In the catalogue a link leads to the
 * service's own page.
 */
export function ServiceCard({
  service,
  onOpen,
  withDetails = false,
  headingOrder = 3,
}: ServiceCardProps) {
  const tooltip = withDetails ? service.tooltip : null;
  const card = (describedBy?: string) => (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      className={classes.card}
      onClick={() => onOpen(service)}
      data-testid="service-card"
      data-service-id={service.id}
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ServiceIcon category={service.category} title={service.title} />
          {/* The heading holds the button, not the other way round: a button's content is
              flat text to a screen reader, so a heading inside it would be lost. */}
          <Title order={headingOrder} fz="md" lh={1.35}>
            <UnstyledButton
              className={classes.title}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(service);
              }}
              aria-haspopup="dialog"
              aria-describedby={describedBy}
            >
              {service.title}
            </UnstyledButton>
          </Title>
        </Group>
        {withDetails && service.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {service.description}
          </Text>
        ) : null}
        {withDetails ? (
          // The service's own page (issue 29), for a new tab, a shared link and search engines;
          // the title keeps opening the quick view.
          <Anchor
            component={Link}
            to={`/services/${service.id}`}
            size="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
            aria-label={`${CATALOGUE_TEXTS.servicePage}: ${service.title}`}
            data-testid="service-page-link"
          >
            {CATALOGUE_TEXTS.servicePage}
          </Anchor>
        ) : null}
        <Text fw={700} size="lg" c="navy.8" mt="auto" data-testid="service-price">
          {servicePriceText(service)}
        </Text>
        <OrderButtons target={orderTargetOf(service)} />
      </Stack>
    </Card>
  );

  if (!tooltip) return card();
  // Hover anywhere on the card or keyboard focus on its title shows it; a tap opens the details.
  return (
    <HintTooltip
      label={tooltip}
      width={280}
      openDelay={400}
      toggleOnTap={false}
      className={classes.tooltipRoot}
    >
      {(tooltipId) => card(tooltipId)}
    </HintTooltip>
  );
}
