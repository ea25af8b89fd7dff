import { Button, Center, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconHome, IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { SiteSettings } from "../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { Brand } from "./brand.tsx";

/** Browsers word a missing lazy chunk differently; all mean "the site was updated under you". */
const STALE_CHUNK =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

function describeError(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: "Страница не найдена",
      text: "Возможно, ссылка устарела или в адресе опечатка.",
    };
  }
  if (error instanceof Error && STALE_CHUNK.test(error.message)) {
    return {
      title: "Сайт обновился",
      text: "Мы выпустили новую версию сайта. Обновите страницу, чтобы продолжить работу.",
    };
  }
  return {
    title: "Что-то пошло не так",
    text: "Произошла непредвиденная ошибка. Попробуйте обновить страницу — обычно это помогает.",
  };
}

/** Whom to tell when it repeats: the contacts the site has (a fresh one may have none yet). */
function contactHint({ support_phones: [phone], support_email: email }: SiteSettings) {
  const ways = [phone ? `позвоните нам: ${phone}` : "", email ? `напишите на ${email}` : ""];
  const said = ways.filter(Boolean).join(" или ");
  return said ? `Если ошибка повторяется, ${said}.` : null;
}

/**
 * The router's error screen. It replaces the whole layout, so it carries its own brand and a way
 * home; the cause goes to the console for support, never onto the screen.
 */
export function RouteError() {
  const error = useRouteError();
  const { title, text } = describeError(error);
  const repeatHint = contactHint(useSiteSettings());
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Container size="sm" w="100%">
        <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
          <Stack gap="lg" align="center" ta="center">
            <Brand />
            <IconAlertTriangle
              size={48}
              stroke={1.5}
              color="var(--mantine-color-orange-6)"
              aria-hidden
            />
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" maw={440}>
              {text}
            </Text>
            <Group justify="center" gap="sm">
              <Button
                leftSection={<IconRefresh size={18} />}
                onClick={() => window.location.reload()}
              >
                Обновить страницу
              </Button>
              {/* A plain link: after a failed deploy the router itself may be stale. */}
              <Button component="a" href="/" variant="default" leftSection={<IconHome size={18} />}>
                На главную
              </Button>
            </Group>
            {repeatHint ? (
              <Text size="sm" c="dimmed">
                {repeatHint}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      </Container>
    </Center>
  );
}
