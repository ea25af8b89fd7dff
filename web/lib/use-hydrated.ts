import { startTransition, useEffect, useState } from "react";

/**
 * Whether React is hydrating HTML the server rendered: main.tsx says so before `hydrateRoot` and
 * again once the hydration has committed. A component first drawn while it is true draws what the
 * server drew; one first drawn later (a page the browser renders itself) draws its real state.
 */
let hydrating = false;

export function beginHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

/**
 * False while React hydrates a page the server rendered (and on the server), true afterwards and
 * in every page the browser renders on its own. What only the browser can know (a stored token,
 * the screen's width) is read through this or `useClientValue`, so hydration draws exactly what
 * the server sent and the browser's own value follows in the next render (no mismatch).
 *
 * That next render is a transition: React cuts it into 5 ms slices. (`useSyncExternalStore` with
 * a server snapshot would make it a synchronous render of every such component at once, right
 * after hydration: on a phone, one long task that holds back the first tap.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== "undefined" && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `read()` in the browser; `serverValue` on the server and while hydrating its HTML. `read` runs on
 * every render, so it must be cheap and return the same value for the same state.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useHydrated() ? read() : serverValue;
}
