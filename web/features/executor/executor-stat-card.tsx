import { Group, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

interface ExecutorStatCardProps {
  label: string;
  /** Null while unknown (loading or failed): shown as a dash, never as a made-up zero. */
  value: number | null;
  icon: ReactNode;
  color: string;
  to: string;
}

/** A counter that is a link to the chats it counts. */
export function ExecutorStatCard({ label, value, icon, color, to }: ExecutorStatCardProps) {
  const shown = value === null ? "—" : String(value);
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${label}: ${shown}. ${T.statsHint}`}>
      <Paper withBorder radius="lg" p="lg" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fz={32} fw={800} lh={1.2}>
              {shown}
            </Text>
          </div>
          <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
        <Text size="sm" c="navy.7" mt="xs">
          {T.statsHint} →
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
