import { type RefObject, useEffect, useState } from "react";

/**
 * What a floating button must never hide: something to press, a heading's text, and the text of
 * what the law asks the firm to show (the footer's copyright and seller's line, marked with
 * KEEP_UNCOVERED: the «Автоюрист» pill sat over them in a guest chat, issue 44).
 */
const INTERACTIVE =
  'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"]';
export const KEEP_UNCOVERED = { "data-keep-uncovered": "" } as const;
const TEXT_KEPT = "h1, h2, h3, h4, h5, h6, [data-keep-uncovered]";

/** Points of a box that are tested: a 3 × 3 grid, its edges pulled in by 2 px. */
function samplePoints(box: DOMRect): [number, number][] {
  const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
  const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

/** Whether an element's text (not its whole box, which spans the column) lies under the point. */
function textAt(element: Element, x: number, y: number): boolean {
  const range = document.createRange();
  range.selectNodeContents(element);
  return Array.from(range.getClientRects()).some(
    (line) => x >= line.left && x <= line.right && y >= line.top && y <= line.bottom,
  );
}

/** Whether anything of `own`'s buttons lies over a control or a kept text of the page. */
function coversContent(own: HTMLElement): boolean {
  const buttons = Array.from(own.querySelectorAll<HTMLElement>("a, button"));
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    for (const [x, y] of samplePoints(box)) {
      const below = document.elementsFromPoint(x, y).find((element) => !own.contains(element));
      if (!below) continue;
      if (below.closest(INTERACTIVE)) return true;
      const kept = below.closest(TEXT_KEPT);
      if (kept && textAt(kept, x, y)) return true;
    }
  }
  return false;
}

/**
 * The floating helpers step aside (hidden) while, where they stand, they would cover a link, a
 * button, a field or a heading's text: «Оплатить» of the first service card on a phone and the
 * «Популярные услуги» heading on a desktop sat under them at first view. Checked once a frame at
 * most, on scrolling, resizing and any change of the page; never while the helpers are in use
 * (one of them has the focus or its popover is open), so they do not vanish under a finger.
 */
export function useStepAside(own: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setCovering(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const root = own.current;
      if (!root) return;
      const inUse =
        root.contains(document.activeElement) ||
        root.querySelector('[aria-expanded="true"]') !== null;
      if (!inUse) setCovering(coversContent(root));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [own, enabled]);
  return covering;
}
