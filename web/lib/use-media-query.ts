import { useCallback, useSyncExternalStore } from "react";
import { useHydrated } from "./use-hydrated.ts";

/**
 * Whether `query` matches: read at once in a page the browser renders (no jump after the first
 * frame), `serverValue` on the server and while hydrating the server's HTML, then the real value
 * in a transition (use-hydrated.ts). Mantine's useMediaQuery can do only one of the two (read in
 * an effect, or read at once and mismatch the server's HTML).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    // Until hydrated, the browser's snapshot is the server's too: React finds nothing changed
    // when it subscribes, and the real value comes with `hydrated`, in its transition.
    () => (hydrated ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}
