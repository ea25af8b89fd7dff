import { Card, Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconArchive,
  IconCertificate,
  IconClockHour4,
  IconLock,
  IconReceipt,
  IconShieldCheck,
} from "@tabler/icons-react";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { requisitesLine, workingHoursText } from "../../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import { CardGrid } from "../../ui/card-grid.tsx";
import { ContactDetails } from "../../ui/contact-details.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";
import { StartOrderButtons } from "../../ui/start-order-buttons.tsx";
import classes from "./about-page.module.css";
import { ABOUT_WHO, aboutLead, aboutPrinciples } from "./about-texts.ts";

const PRINCIPLE_ICONS = [
  IconCertificate,
  IconReceipt,
  IconClockHour4,
  IconShieldCheck,
  IconLock,
  IconArchive,
];

export function AboutPage() {
  const settings = useSiteSettings();
  const requisites = requisitesLine(settings);
  return (
    <Container size="lg" className={layout.page}>
      <PageHeading title="О нас" lead={aboutLead(siteNameOf(settings))} />

      <CardGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.section}>
        {aboutPrinciples(workingHoursText(settings.office_hours)).map((principle, index) => {
          const Icon = PRINCIPLE_ICONS[index] ?? IconShieldCheck;
          return (
            <Stack key={principle.title} gap="xs">
              <ThemeIcon variant="light" size={42} radius="md" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {principle.title}
              </Title>
              <Text size="sm" c="dimmed">
                {principle.text}
              </Text>
            </Stack>
          );
        })}
      </CardGrid>

      <Title order={2} mb="md">
        Кому мы помогаем
      </Title>
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.section}>
        {ABOUT_WHO.map((group) => (
          <Card key={group.title} withBorder radius="md" padding="lg">
            <Title order={3} fz="md" mb="xs">
              {group.title}
            </Title>
            <Text size="sm" c="dimmed">
              {group.text}
            </Text>
          </Card>
        ))}
      </CardGrid>

      <Paper withBorder radius="md" className={classes.contacts} bg="navy.0">
        <CardGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              Контакты
            </Title>
            <ContactDetails />
            {settings.company_name.trim() ? (
              <Text size="sm" c="dimmed" data-testid="about-company">
                {settings.company_name}
                {requisites ? (
                  <Text component="span" display="block" size="sm">
                    {requisites}
                  </Text>
                ) : null}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="sm" justify="center">
            <Text>
              Опишите ситуацию в чате — юрист подскажет, с чего начать и сколько это стоит.
            </Text>
            <StartOrderButtons />
          </Stack>
        </CardGrid>
      </Paper>
    </Container>
  );
}
