import { Group, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";

interface StatCardProps {
  label: string;
  /** A number, or null while it is unknown (loading or failed). */
  value: number | null;
  icon: ReactNode;
  /** What a click does, for the accessible name: «Активные заказы: 2. Открыть список заказов». */
  hint: string;
  onClick: () => void;
}

/** A counter that is also a button to the place where the counted things are. */
export function StatCard({ label, value, icon, hint, onClick }: StatCardProps) {
  const shown = value === null ? "—" : String(value);
  return (
    <UnstyledButton onClick={onClick} aria-label={`${label}: ${shown}. ${hint}`} w="100%">
      <Paper withBorder radius="lg" p="lg" style={{ cursor: "pointer" }}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fz={32} fw={800} lh={1.2}>
              {shown}
            </Text>
          </div>
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
        <Text size="sm" c="navy.7" mt="xs">
          {hint}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
