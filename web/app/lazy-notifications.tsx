import { useNotifications } from "@mantine/notifications";
import { Component, type ReactNode } from "react";
import { LazyMount, lazyNamed } from "../ui/lazy-mount.tsx";

const NotificationsRenderer = lazyNamed(
  () => import("./notifications-renderer.tsx"),
  "NotificationsRenderer",
);

/**
 * This sits above the router, outside its error screen: if the renderer's code cannot be loaded
 * (a deploy replaced it), the notification is lost, never the whole page.
 */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * `notifications.show(...)` from @mantine/notifications works anywhere as before: it writes to
 * the store, and the renderer (with its transitions) is loaded the first time the store holds a
 * notification, then stays. Pages that show none never download it.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  return (
    <QuietBoundary>
      <LazyMount opened={notifications.length + queue.length > 0}>
        {() => <NotificationsRenderer />}
      </LazyMount>
    </QuietBoundary>
  );
}
