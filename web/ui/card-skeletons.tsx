import { type MantineSpacing, Paper, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { CardGrid, type GridColumns } from "./card-grid.tsx";

interface CardSkeletonsProps {
  /** Read out to screen readers while the list loads. */
  label: string;
  count: number;
  /** About one real card's height, so the cards replace the placeholders without moving what follows. */
  cardHeight: number;
  cols: GridColumns;
  spacing?: MantineSpacing;
}

/**
 * Grey cards in the place of a list that is still on its way. A spinner took one line, so the
 * footer (and on phones the form below the list) jumped down when the list came: a layout shift
 * of 0.37 on /services under a slow CPU.
 */
export function CardSkeletons({
  label,
  count,
  cardHeight,
  cols,
  spacing = "lg",
}: CardSkeletonsProps) {
  return (
    <CardGrid cols={cols} spacing={spacing} role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          withBorder
          radius="md"
          p="lg"
          h={cardHeight}
          aria-hidden
          data-testid="card-skeleton"
        >
          <Stack gap="sm" h="100%">
            <Skeleton height={20} width="75%" radius="sm" />
            <Skeleton height={12} radius="sm" />
            <Skeleton height={12} width="60%" radius="sm" />
            <Skeleton height={24} width="40%" radius="sm" mt="auto" />
          </Stack>
        </Paper>
      ))}
    </CardGrid>
  );
}
