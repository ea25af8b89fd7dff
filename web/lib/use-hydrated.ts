import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true afterwards and
 * in every page the browser renders on its own. What only the browser can know (a stored token,
 * the screen's width) is read through this or `useClientValue`, so hydration draws exactly what
 * the server sent and the browser's own value follows in the next render (no mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * `read()` in the browser; `serverValue` on the server and while hydrating its HTML. `read` runs on
 * every render, so it must be cheap and return the same value for the same state.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}
