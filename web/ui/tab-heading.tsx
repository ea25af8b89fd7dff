import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The top of a cabinet tab: its name as the page's <h2> (the label the menu shows), a line on
 * what it is for, and its main act (a «Добавить» button) on the right, wrapping under on a phone.
 */
export function TabHeading({
  title,
  lead,
  action,
}: {
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={4} style={{ flex: "1 1 20rem" }}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {lead ? (
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
        ) : null}
      </Stack>
      {action}
    </Group>
  );
}
