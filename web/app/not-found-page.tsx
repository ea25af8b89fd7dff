import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconHome, IconMoodSad } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./not-found-page.module.css";

export function NotFoundPage() {
  return (
    <Container size="sm" className={classes.page}>
      <Stack align="center" gap="md" ta="center">
        <IconMoodSad size={56} stroke={1.4} color="var(--mantine-color-navy-6)" aria-hidden />
        <Text fw={800} fz={64} lh={1} c="navy.8">
          404
        </Text>
        <Title order={1} size="h2">
          Страница не найдена
        </Title>
        <Text c="dimmed" maw={460}>
          Возможно, ссылка устарела или в адресе опечатка. Начните с главной страницы или выберите
          услугу в каталоге.
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
            На главную
          </Button>
          <Button component={Link} to="/services" variant="default">
            Каталог услуг
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
