import { Container, Grid, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ContactDetails } from "../../ui/contact-details.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { CabinetPlans } from "./cabinet-plans.tsx";
import { ChosenServiceNotice, parseServiceId } from "./chosen-service-notice.tsx";

interface CabinetOverviewProps {
  title: string;
  lead: ReactNode;
  /** What this cabinet will hold once launched. */
  items: readonly string[];
}

/** The common body of the client and corporate cabinets until their sections launch. */
export function CabinetOverview({ title, lead, items }: CabinetOverviewProps) {
  const [searchParams] = useSearchParams();
  const serviceId = parseServiceId(searchParams.get("service"));

  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading title={title} lead={lead} />
      <Stack gap="lg">
        {serviceId ? <ChosenServiceNotice serviceId={serviceId} /> : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CabinetPlans items={items} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="lg">
              <Text fw={700} mb="sm">
                Связаться с нами
              </Text>
              <ContactDetails />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
