import { Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A list with nothing in it yet: one calm line in a tinted box (spec's empty-state texts). */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="gray.0" data-testid={testId}>
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

/** A named list of cards (`<ul>`, or `<ol>` when the order matters, without bullets). */
export function CardList({
  label,
  ordered = false,
  children,
}: {
  label: string;
  ordered?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      component={ordered ? "ol" : "ul"}
      aria-label={label}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
    >
      {children}
    </Stack>
  );
}
