import { Group, Text } from "@mantine/core";
import { IconMinus, IconTrendingDown, IconTrendingUp } from "@tabler/icons-react";
import { ANALYTICS_TEXTS as T } from "../../../../domain/analytics/analytics.ts";

/**
 * Today's page views against yesterday's: an arrow and a colour for a glance, and the signed
 * figure in words for everyone (the colour never carries the meaning alone).
 */
export function ChangeFromYesterday({ percent }: { percent: number }) {
  const [color, Icon, trend] =
    percent > 0
      ? (["teal.9", IconTrendingUp, "up"] as const)
      : percent < 0
        ? (["red.9", IconTrendingDown, "down"] as const)
        : (["gray.7", IconMinus, "flat"] as const);
  return (
    <Group gap={4} wrap="nowrap" c={color} data-testid="page-views-change" data-trend={trend}>
      <Icon size={16} aria-hidden />
      <Text size="sm" fw={600} c={color}>
        {T.changeFromYesterday(percent)}
      </Text>
    </Group>
  );
}
