import type { Page } from "@playwright/test";

/** One layout shift as the browser reports it, with the elements that moved (for the message). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Slows the page's main thread as a mid-range phone is (Lighthouse's mobile profile uses 4×).
 * Chromium's own throttling through the DevTools protocol, so scripts parse and run slower too.
 */
export async function throttleCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/**
 * Records every layout shift from the first paint on (before any script of the page runs), the
 * way CLS counts them: shifts right after user input are left out.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
      const id = node.id ? `#${node.id}` : "";
      const testId = node.getAttribute("data-testid");
      const cls = typeof node.className === "string" ? node.className.split(" ")[0] : "";
      return `${node.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : cls ? `.${cls}` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's cumulative layout shift so far (the sum, as all shifts here fall in one session). */
export async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total, shifts };
}
