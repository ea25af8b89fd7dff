import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * An honest placeholder for a cabinet section that is not launched yet: says what will appear,
 * never shows made-up data or counters.
 */
export function InDevelopmentNotice({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="gray.0">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconTools size={24} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Раздел в разработке
        </Title>
        <Text c="dark.6" component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
