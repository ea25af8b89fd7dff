import type { MantineSpacing } from "@mantine/core";
import { CardGrid, type GridColumns } from "./card-grid.tsx";
import classes from "./card-skeletons.module.css";

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
      <span className={classes.srOnly}>{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          className={classes.card}
          style={{ height: cardHeight }}
          aria-hidden
          data-testid="card-skeleton"
        >
          <div className={`${classes.bar} ${classes.title}`} />
          <div className={classes.bar} />
          <div className={`${classes.bar} ${classes.short}`} />
          <div className={`${classes.bar} ${classes.price}`} />
        </div>
      ))}
    </CardGrid>
  );
}
