import { Group, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
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
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>{" "}
          <Text fz={phrase ? 22 : 32} fw={800} lh={1.2}>
            {shown}
          </Text>
        </div>
        <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {/* axe 4.14 checks WCAG 2.5.3 «label in name»: the visible words must appear in the
          accessible name. It joins adjacent blocks' text without a space («чаты3»), so the blocks
          are separated by spaces, and the arrow is a picture that is not part of the name. */}{" "}
      <Group gap={4} mt="xs" c="navy.7" wrap="nowrap">
        <Text size="sm">{hint}</Text>
        <IconArrowRight size={14} aria-hidden />
      </Group>
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
