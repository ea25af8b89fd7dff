import { Group, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface StatCardProps {
  label: string;
  /**
   * A number, a short phrase («3 документа», «Требует заполнения»), or null while it is unknown
   * (loading or failed): a dash, never a made-up zero.
   */
  value: number | string | null;
  icon: ReactNode;
  color?: string;
  /** What a click does, also part of the accessible name: «Активные заказы: 2. Открыть …». */
  hint: string;
  /** A link to the counted things, or an action that shows them. */
  target: { to: string } | { onClick: () => void };
  /** The value is a phrase, set smaller than a figure (also its dash while loading: no jump). */
  phrase?: boolean;
  testId?: string;
}

/** A counter that is also the way to the things it counts. */
export function StatCard({
  label,
  value,
  icon,
  color,
  hint,
  target,
  phrase = false,
  testId,
}: StatCardProps) {
  const shown = value === null ? "—" : String(value);
  const name = `${label}: ${shown}. ${hint}`;
  const card = (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {/* The trailing spaces keep the lines apart as words where text is read without
            layout (copying, axe-core 4.14's label-in-name check, WCAG 2.5.3): «Активные чаты 2»,
            not «Активные чаты2», which the card's name «Активные чаты: 2. …» would not contain. */}
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}{" "}
          </Text>
          <Text fz={phrase ? 22 : 32} fw={800} lh={1.2}>
            {shown}{" "}
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
  );
  return "to" in target ? (
    <UnstyledButton component={Link} to={target.to} aria-label={name} w="100%" data-testid={testId}>
      {card}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={target.onClick} aria-label={name} w="100%" data-testid={testId}>
      {card}
    </UnstyledButton>
  );
}
