import { useSyncExternalStore } from "react";
import { isExecutorRole } from "../../domain/users/users.ts";
import { useAuth } from "../lib/auth.ts";
import { lazyNamed } from "../ui/lazy-mount.tsx";

/**
 * The executor's unread total, written by <UnreadCountSource>. The source (the query, the push
 * connection and the chat code they need) is loaded only for an executor, so the header on a
 * guest's home page carries none of it: here is only this small store.
 */
const store = { unread: 0, sources: 0, listeners: new Set<() => void>() };

function publish(unread: number) {
  if (store.unread === unread) return;
  store.unread = unread;
  for (const notify of store.listeners) notify();
}

/** Called by each mounted source; the count falls back to 0 when the last one goes (sign-out). */
export const unreadCountStore = {
  report: publish,
  mounted() {
    store.sources += 1;
    return () => {
      store.sources -= 1;
      if (store.sources === 0) publish(0);
    };
  },
};

function subscribe(notify: () => void) {
  store.listeners.add(notify);
  return () => store.listeners.delete(notify);
}

/** Render it (inside Suspense) next to the executor's badge: it keeps the count up to date. */
export const UnreadCountSource = lazyNamed(
  () => import("./unread-count-source.tsx"),
  "UnreadCountSource",
);

/**
 * Unread chat messages of the signed-in executor, for the header badge (spec 1 «Header and
 * footer»); 0 for anyone else, who never causes a request.
 */
export function useExecutorUnreadCount(): number {
  const { user } = useAuth();
  const unread = useSyncExternalStore(
    subscribe,
    () => store.unread,
    () => 0,
  );
  return user && isExecutorRole(user.role) ? unread : 0;
}
