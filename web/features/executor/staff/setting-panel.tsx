import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One of «Сотрудники»'s settings: a titled section the tests and screen readers find by name. */
export function SettingPanel({
  id,
  testId,
  title,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
    >
      <Stack gap="xs">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
