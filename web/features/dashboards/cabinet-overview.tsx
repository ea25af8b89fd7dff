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
  /** «Личный кабинет готовится к запуску…» — says which cabinet this is. */
  intro: string;
  /** What this cabinet will hold once launched. */
  items: readonly string[];
}

/** The common body of the client and corporate cabinets until their sections launch. */
export function CabinetOverview({ title, lead, intro, items }: CabinetOverviewProps) {
  const [searchParams] = useSearchParams();
  const serviceId = parseServiceId(searchParams.get("service"));

  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading title={title} lead={lead} />
      {serviceId ? (
        // The notice carries the contacts itself, so the side card would only repeat them.
        <Stack gap="lg">
          <ChosenServiceNotice serviceId={serviceId} />
          <CabinetPlans intro={intro} items={items} />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CabinetPlans intro={intro} items={items} />
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
      )}
    </Container>
  );
}
