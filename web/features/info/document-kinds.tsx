import { Badge, Button, Card, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { ServiceSlug } from "../../../domain/catalogue/services.ts";
import { servicePaymentAmount } from "../../../domain/catalogue/services.ts";
import { formatRoubles } from "../../../domain/money.ts";
import { useOrderActions } from "../../lib/order-actions.ts";
import { servicesQuery } from "../../lib/services-query.ts";
import { CardGrid } from "../../ui/card-grid.tsx";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";

export interface DocumentKind {
  title: string;
  /** The main rule, shown as a small reference for the reader. */
  law: string;
  text: string;
}

interface DocumentKindsPageProps {
  title: string;
  lead: ReactNode;
  /** The catalogue service the chat buttons are about; without it the buttons are hidden. */
  slug: ServiceSlug;
  kinds: readonly DocumentKind[];
}

function ServiceOffer({ service }: { service: Service }) {
  const price = `${service.price_from ? "от " : ""}${formatRoubles(service.base_price)} руб.`;
  return (
    <Paper withBorder radius="md" p="lg" mb="xl" bg="navy.0">
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={700}>{service.title}</Text>
          <Text c="navy.8" fw={700} size="lg">
            {price}
          </Text>
        </Stack>
        <OrderButtons
          target={{
            serviceId: service.id,
            title: service.title,
            amount: servicePaymentAmount(service),
            serviceType: service.category,
          }}
        />
      </Group>
    </Paper>
  );
}

/** A page of document kinds (contracts, lawsuits) with a chat button about each one. */
export function DocumentKindsPage({ title, lead, slug, kinds }: DocumentKindsPageProps) {
  const { data: services } = useQuery(servicesQuery);
  const { startChat } = useOrderActions();
  const service = services?.find((candidate) => candidate.slug === slug);

  return (
    <Container size="lg" className={layout.page}>
      <PageHeading title={title} lead={lead} />
      {service ? <ServiceOffer service={service} /> : null}
      <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="document-kinds">
        {kinds.map((kind) => (
          <Card key={kind.title} withBorder radius="md" padding="lg" data-testid="document-kind">
            <Stack gap="sm" h="100%">
              <Title order={2} fz="md" lh={1.35}>
                {kind.title}
              </Title>
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {kind.law}
              </Badge>
              <Text size="sm" c="dimmed">
                {kind.text}
              </Text>
              {service ? (
                <Button
                  variant="light"
                  mt="auto"
                  leftSection={<IconMessages size={16} />}
                  onClick={() =>
                    startChat({
                      serviceId: service.id,
                      title: `${service.title}: ${kind.title}`,
                      amount: service.base_price,
                      serviceType: service.category,
                    })
                  }
                  aria-label={`Написать в чат: ${kind.title}`}
                >
                  Написать в чат
                </Button>
              ) : null}
            </Stack>
          </Card>
        ))}
      </CardGrid>
    </Container>
  );
}
