import { Group, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface OverviewCardProps {
  label: string;
  /** The figure as a phrase («3 документа», «Требует заполнения»), or null while unknown. */
  value: string | null;
  icon: ReactNode;
  color: string;
  hint: string;
  to: string;
  testId: string;
}

/** One figure of the overview that is also the way to its tab. */
export function OverviewCard({ label, value, icon, color, hint, to, testId }: OverviewCardProps) {
  const shown = value ?? "—";
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={`${label}: ${shown}. ${hint}`}
      w="100%"
      data-testid={testId}
    >
      <Paper withBorder radius="lg" p="lg" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fz={22} fw={800} lh={1.3} mt={4}>
              {shown}
            </Text>
          </div>
          <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
        <Text size="sm" c="navy.7" mt="xs">
          {hint} →
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
