import type { Page } from "@playwright/test";

/**
 * What floats (position: fixed) covers: interactive elements whose centre, on screen now, lands
 * on something fixed that is not their own container (document.elementFromPoint). The sticky
 * header is not fixed and does not count. Each entry names the element and what covers it.
 */
export function coveredByFloating(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixed = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
      (element) => getComputedStyle(element).position === "fixed",
    );
    const selector = 'a[href], button, input, select, textarea, [role="button"], [role="tab"]';
    const covered: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      const over = hit && fixed.find((root) => root.contains(hit) && !root.contains(element));
      if (over) {
        const name = element.getAttribute("aria-label") || element.textContent?.trim();
        const by = hit.closest("button")?.getAttribute("aria-label") || hit.textContent?.trim();
        covered.push(`${name || element.tagName} (под «${by}»)`);
      }
    }
    return covered;
  });
}

/** Visible buttons that float (inside something fixed) outside any dialog. */
export function floatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>("button"))) {
      if (button.closest('[role="dialog"], [aria-modal="true"]')) continue;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let node: HTMLElement | null = button;
      while (node && getComputedStyle(node).position !== "fixed") node = node.parentElement;
      if (node) names.push(button.getAttribute("aria-label") || button.textContent?.trim() || "");
    }
    return names;
  });
}

/** Scrolls the window to the very end of the page and lets the layout settle. */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
  );
}

/** Button texts the browser cut short: the label is wider than the room it has. */
export function cutButtonTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("button, a"))
      .filter((element) => element.getClientRects().length > 0)
      .flatMap((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('[class*="Button-label"]')),
      )
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent?.trim() ?? ""),
  );
}
