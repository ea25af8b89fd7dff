import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** True when the element is the document's focused element. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user
 * would; fails when it is not reached within `limit` presses, i.e. it is not in the Tab order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, backwards = false } = {},
): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reached with ${limit} presses of Tab: ${target}`);
}

/** WCAG 2.1 contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The focused element shows a focus ring (WCAG 2.4.7, and 1.4.11's 3:1 for what conveys state):
 * a solid outline of at least 2 px whose colour has 3:1 against the background it is drawn on
 * (the first opaque background among the element's ancestors, the page's white otherwise).
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const style = getComputedStyle(element);
    let background = [255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, alpha = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (alpha > 0 && getComputedStyle(node).backgroundColor !== "rgba(0, 0, 0, 0)") {
        background = [r, g, b];
        break;
      }
    }
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      colour: rgb(style.outlineColor).slice(0, 3),
      background,
    };
  });
  expect(ring.style, "outline style of the focused element").not.toBe("none");
  expect(ring.width, "outline width in px").toBeGreaterThanOrEqual(2);
  expect(
    contrastRatio(ring.colour, ring.background),
    `focus ring rgb(${ring.colour}) on rgb(${ring.background})`,
  ).toBeGreaterThanOrEqual(3);
}
