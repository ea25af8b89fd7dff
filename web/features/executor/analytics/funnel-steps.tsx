import { Box, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import {
  FUNNEL_STEP_LABELS,
  ANALYTICS_TEXTS as T,
} from "../../../../domain/analytics/analytics.ts";
import type { Funnel } from "../../../api/analytics.ts";
import { formatCount } from "./analytics-format.ts";

type Step = Funnel["steps"][number];

/** The first step is the whole (100 %), unless nobody got there: then 0 %, not a proud 100. */
const shownPercent = (step: Step, index: number) =>
  index === 0 && step.count === 0 ? 0 : step.conversion_percent;

/**
 * From a service viewed to money received: each step's count, a bar against the first step, and
 * its share of the step before. The bars only repeat the counts, so they are hidden from screen
 * readers.
 */
export function FunnelSteps({ funnel }: { funnel: Funnel }) {
  const titleId = useId();
  const first = funnel.steps[0]?.count ?? 0;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="analytics-funnel" data-days={funnel.days}>
      <Title order={3} size="h5" id={titleId}>
        {T.funnelTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.funnelHint}
        {first === 0 ? `. ${T.funnelEmpty}` : null}
      </Text>
      <Stack
        component="ol"
        gap="md"
        p={0}
        m={0}
        aria-labelledby={titleId}
        style={{ listStyle: "none" }}
      >
        {funnel.steps.map((step, index) => (
          <Box component="li" key={step.key} data-testid="funnel-step" data-step={step.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm" fw={600}>
                {FUNNEL_STEP_LABELS[step.key]}
              </Text>
              <Group gap="sm" wrap="nowrap" align="baseline">
                <Text
                  fw={700}
                  data-testid="funnel-count"
                  style={{ fontVariantNumeric: "tabular-nums" }}
                >
                  {formatCount(step.count)}
                </Text>
                <Text size="sm" c="dimmed" w="4.5rem" ta="right" data-testid="funnel-percent">
                  <VisuallyHidden>{T.funnelHint}: </VisuallyHidden>
                  {T.percent(shownPercent(step, index))}
                </Text>
              </Group>
            </Group>
            <Progress
              value={first === 0 ? 0 : (step.count / first) * 100}
              size="lg"
              radius="sm"
              mt={6}
              color="navy"
              aria-hidden
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
