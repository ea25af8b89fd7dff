import { Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCar, IconInfoCircle } from "@tabler/icons-react";
import { CardGrid } from "../../ui/card-grid.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";
import { AutoLawyerCard } from "./auto-lawyer-card.tsx";
import classes from "./auto-lawyer-page.module.css";
import { AUTO_LAWYER_FORMATS, AUTO_LAWYER_INTRO, AUTO_LAWYER_TOPICS } from "./auto-lawyer-texts.ts";
import { useAutoLawyerServices } from "./use-auto-lawyer-services.ts";

export function AutoLawyerPage() {
  const { data, isPending } = useAutoLawyerServices();
  return (
    <Container size="lg" className={layout.page}>
      <PageHeading title="Автоюрист" lead={AUTO_LAWYER_INTRO} />

      <CardGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" className={classes.topics}>
        {AUTO_LAWYER_TOPICS.map((topic) => (
          <Stack key={topic.title} gap={6}>
            {/* Right under the page's <h1>, so <h2>, in the size of a small heading. */}
            <Title order={2} fz="md">
              {topic.title}
            </Title>
            <Text size="sm" c="dimmed">
              {topic.text}
            </Text>
          </Stack>
        ))}
      </CardGrid>

      <Paper bg="navy.0" radius="md" p="md" mb="xl">
        <Stack gap={6}>
          <Text fw={700} size="sm">
            <IconInfoCircle
              size={16}
              style={{ verticalAlign: "-3px", marginRight: 6 }}
              aria-hidden
            />
            Два формата работы
          </Text>
          <Text size="sm">{AUTO_LAWYER_FORMATS}</Text>
        </Stack>
      </Paper>

      <Title order={2} mb="lg">
        Услуги и цены
      </Title>
      {isPending ? (
        <LoadingState label="Загрузка услуг автоюриста..." />
      ) : !data || data.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" c="dimmed" data-testid="auto-lawyer-empty">
          <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
            <IconCar size={26} />
          </ThemeIcon>
          <Text ta="center">
            Список услуг обновляется. Напишите нам в чат — юрист подскажет стоимость по вашей
            ситуации.
          </Text>
        </Stack>
      ) : (
        <CardGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="auto-lawyer-grid">
          {data.map((service) => (
            <AutoLawyerCard key={service.id} service={service} />
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
