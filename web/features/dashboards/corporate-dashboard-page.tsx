import { Container, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { ContactDetails } from "../../ui/contact-details.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { CabinetPlans } from "./cabinet-plans.tsx";
import { ClientChatTab } from "./client-chat-tab.tsx";

const CORPORATE_CABINET_ITEMS = [
  "карточка компании с реквизитами",
  "документы организации в папках",
  "сводка по заказам компании",
] as const;

/**
 * /corporate-dashboard: the cabinet of a sole trader or a company (spec 2 §2). The chats work as
 * on /dashboard (including «Написать в чат», `?service=`); the company sections come later.
 */
export function CorporateDashboardPage() {
  return (
    <RequireRole area="corporate">
      {(user) => (
        <Container size="xl" py={{ base: "lg", sm: "xl" }}>
          <PageHeading
            title="Корпоративный кабинет"
            lead={
              user.company_name
                ? `${user.company_name} · ${user.full_name}`
                : `Добро пожаловать, ${user.full_name}`
            }
          />
          <Stack gap="xl">
            <section aria-labelledby="corporate-chats">
              <Title id="corporate-chats" order={2} size="h3" mb="md">
                Чаты с юристом
              </Title>
              <ClientChatTab />
            </section>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <CabinetPlans
                  intro="Остальные разделы корпоративного кабинета готовятся к запуску. Здесь появятся:"
                  items={CORPORATE_CABINET_ITEMS}
                />
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
      )}
    </RequireRole>
  );
}
