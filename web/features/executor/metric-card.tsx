import { Group, Paper, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

interface MetricCardProps {
  label: string;
  /** Already formatted: «12 000,00 ₽», «3». */
  value: string;
  /** A second line under the value: «Платежей: 3». */
  detail?: string;
  icon: ReactNode;
  color?: string;
  /** data-testid and other data-* attributes for the card. */
  attributes?: Record<`data-${string}`, string>;
}

/**
 * A figure to read, not a link: earnings and revenue cards. (The overview's StatCard is a counter
 * that opens the counted chats, and takes only numbers.)
 */
export function MetricCard({ label, value, detail, icon, color, attributes }: MetricCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" {...attributes}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={26} fw={800} lh={1.25} style={{ fontVariantNumeric: "tabular-nums" }}>
            {value}
          </Text>
          {detail ? (
            <Text size="sm" c="dimmed" mt={4}>
              {detail}
            </Text>
          ) : null}
        </div>
        <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
