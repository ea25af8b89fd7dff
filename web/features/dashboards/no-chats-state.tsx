import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";

/** A client without chats yet: the catalogue is where a chat starts. */
export function NoChatsState({ title = T.noChatsTitle }: { title?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="gray.0">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconMessageCircle size={24} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dark.6">{T.noChatsText}</Text>
        <Button component={Link} to="/services">
          {T.toServices}
        </Button>
      </Stack>
    </Paper>
  );
}
