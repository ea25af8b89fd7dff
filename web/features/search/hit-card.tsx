import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./search.module.css";

/**
 * One hit: a card that is a link to where the hit is. The first line says where (a chat, a file,
 * an article), the second shows the found words in their text.
 */
export function HitCard({
  to,
  group,
  title,
  badges,
  meta,
  children,
}: {
  to: string;
  group: string;
  title: ReactNode;
  badges?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li>
      <Paper
        component={Link}
        to={to}
        withBorder
        radius="md"
        p="sm"
        className={classes.hit}
        data-testid="search-hit"
        data-group={group}
      >
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
            <Text fw={700} size="sm" className={classes.breakable} style={{ flex: "1 1 12rem" }}>
              {title}
            </Text>
            {badges ? (
              <Group gap={6} wrap="wrap">
                {badges}
              </Group>
            ) : null}
          </Group>
          {children ? (
            <Text size="sm" className={classes.fragment}>
              {children}
            </Text>
          ) : null}
          {meta ? (
            <Text size="xs" c="dimmed">
              {meta}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </li>
  );
}
