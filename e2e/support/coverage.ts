import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What floats (position: fixed) covers: interactive elements whose centre or either end (on their
 * middle line), on screen now, lands on something fixed that is not their own container
 * (document.elementFromPoint), and headings whose text does (the middle and both ends of each of
 * its lines). The sticky header is not fixed and does not count. Each entry names the element and
 * what covers it.
 */
export function coveredByFloating(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixed = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
      (element) => getComputedStyle(element).position === "fixed",
    );
    const covered: string[] = [];
    const check = (element: HTMLElement, boxes: DOMRect[]) => {
      for (const box of boxes) {
        if (box.width === 0 || box.height === 0) continue;
        const y = box.top + box.height / 2;
        for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          const over = hit && fixed.find((root) => root.contains(hit) && !root.contains(element));
          if (over) {
            const name = element.getAttribute("aria-label") || element.textContent?.trim();
            const by = hit.closest("button")?.getAttribute("aria-label") || hit.textContent?.trim();
            covered.push(`${name || element.tagName} (под «${by}»)`);
            return;
          }
        }
      }
    };
    const selector = 'a[href], button, input, select, textarea, [role="button"], [role="tab"]';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      check(element, [element.getBoundingClientRect()]);
    }
    for (const heading of Array.from(
      document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6"),
    )) {
      const range = document.createRange();
      range.selectNodeContents(heading);
      check(heading, Array.from(range.getClientRects()));
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
      // A helper that stepped aside (hidden while it would cover the page) does not float.
      if (getComputedStyle(button).visibility === "hidden") continue;
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

/**
 * Scrolls to the page's end until `helper` shows there: at first view a floating helper may have
 * stepped aside from a heading or a control; at the end the page keeps a strip for it. Repeated,
 * because a late layout change (content arriving) may still move the page.
 */
export async function showHelperAtEnd(page: Page, helper: Locator): Promise<void> {
  // A page still loading its data puts the window back at the top when it arrives.
  await page.waitForLoadState("networkidle");
  await expect(async () => {
    await scrollToEnd(page);
    await expect(helper).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
