import type { MantineSpacing } from "@mantine/core";
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import classes from "./card-grid.module.css";

export type GridColumns = Partial<Record<"base" | "xs" | "sm" | "md" | "lg", number>>;

interface CardGridProps extends HTMLAttributes<HTMLElement> {
  cols: GridColumns;
  spacing?: MantineSpacing;
  component?: "div" | "ul" | "ol";
  children: ReactNode;
  "data-testid"?: string;
}

/**
 * A responsive grid of cards, as Mantine's SimpleGrid lays them out, in one element and a
 * stylesheet: SimpleGrid writes a `<style>` of media queries into the page for each grid and is a
 * component to hydrate, and the public pages are made of such grids (decision 044).
 */
export function CardGrid({
  cols,
  spacing = "md",
  component: Component = "div",
  className,
  style,
  children,
  ...rest
}: CardGridProps) {
  const variables: Record<string, string | number> = {
    "--grid-gap": `var(--mantine-spacing-${spacing})`,
  };
  for (const [breakpoint, count] of Object.entries(cols)) variables[`--cols-${breakpoint}`] = count;
  return (
    <Component
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...(variables as CSSProperties), ...style }}
      {...rest}
    >
      {children}
    </Component>
  );
}
