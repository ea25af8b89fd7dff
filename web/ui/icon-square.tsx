import type { Icon } from "@tabler/icons-react";
import cardClasses from "./card.module.css";

interface IconSquareProps {
  icon: Icon;
  /** The square's side in pixels. */
  size: number;
  /** The glyph's size; 60% of the square when not given. */
  glyphSize?: number;
}

/**
 * A glyph on a light navy square (what Mantine's light ThemeIcon drew), as a plain element: one
 * sits on every catalogue and auto-lawyer card, the bulk of a public page's hydration (decision 044).
 */
export function IconSquare({
  icon: Glyph,
  size,
  glyphSize = Math.round(size * 0.6),
}: IconSquareProps) {
  return (
    <span className={cardClasses.iconSquare} style={{ width: size, height: size }} aria-hidden>
      <Glyph size={glyphSize} stroke={1.6} />
    </span>
  );
}
