import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from "react";
import classes from "./hint-tooltip.module.css";

/** Only the trigger shows it, not any other control inside (a card's order buttons). */
const describes = (element: Element, id: string) =>
  element.getAttribute("aria-describedby")?.split(" ").includes(id) ?? false;

/** Keyboard focus, not the focus a mouse click leaves behind. */
const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // a browser without :focus-visible: show on any focus
  }
};

interface HintTooltipProps {
  /** The tooltip text. */
  label: string;
  /**
   * The trigger. It gets the tooltip's id to put into `aria-describedby` of its focusable element
   * (a button, or an element with tabIndex=0), so screen readers read the text as its description.
   */
  children: (tooltipId: string) => ReactNode;
  /** Width in px, like Mantine's `multiline w={...}`; fits the text when omitted. */
  width?: number;
  /** Delay before the tooltip appears on hover, ms (focus and tap show it at once). */
  openDelay?: number;
  /** Centred over the trigger, or starting at its left edge (for small triggers near an edge). */
  align?: "center" | "start";
  /**
   * A tap (touch or pen) toggles the tooltip: for triggers whose tap does nothing else. Off when
   * the tap already has a job, e.g. opening a card's details.
   */
  toggleOnTap?: boolean;
  className?: string;
}

/**
 * A small accessible tooltip above its trigger, made of CSS: shown on hover, on keyboard focus
 * and (optionally) on tap, dismissed by Escape. No positioning library, so it costs the page
 * nothing; it never moves the layout and, being outside the trigger, is not clipped by it.
 */
export function HintTooltip({
  label,
  children,
  width,
  openDelay = 0,
  align = "center",
  toggleOnTap = true,
  className,
}: HintTooltipProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const pointerType = useRef("mouse");
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const shown = (hovered || pinned || focused) && !dismissed;

  // A tapped-open tooltip closes on a tap anywhere else.
  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [pinned]);

  // Escape hides a shown tooltip wherever the focus is, until the pointer or the focus leaves
  // (WCAG 1.4.13: dismissible without moving the pointer).
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setPinned(false);
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown]);

  const reset = () => {
    setPinned(false);
    setFocused(false);
    setDismissed(false);
  };

  const style = {
    "--hint-delay": `${openDelay}ms`,
    ...(width ? { "--hint-width": `${width}px` } : null),
  } as CSSProperties;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the trigger inside is the interactive element (keyboard included); this only listens to what bubbles from it.
    <div
      ref={rootRef}
      className={className ? `${classes.root} ${className}` : classes.root}
      style={style}
      data-align={align}
      data-hover={hovered || undefined}
      data-open={pinned || undefined}
      data-focus={focused || undefined}
      data-dismissed={dismissed || undefined}
      // Mouse only, not CSS :hover, which touch browsers apply on a tap (a card's tap opens it).
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
      }}
      onClick={() => {
        if (toggleOnTap && pointerType.current !== "mouse") setPinned((open) => !open);
        pointerType.current = "mouse"; // a later click may come from the keyboard
      }}
      onFocus={(event) => setFocused(describes(event.target, id) && isKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) reset();
      }}
    >
      {children(id)}
      <div id={id} role="tooltip" className={classes.tip}>
        {label}
      </div>
    </div>
  );
}
