import { Box } from "@mantine/core";
import { Suspense } from "react";
import { useAuth } from "../lib/auth.ts";
import { lazyNamed } from "../ui/lazy-mount.tsx";

const NotificationBell = lazyNamed(
  () => import("../features/notifications/notification-bell.tsx"),
  "NotificationBell",
);

/**
 * The header's place for the bell: signed-in people only, and its code loads apart from the
 * site's first scripts (the home page's budget); the box keeps its room while it loads.
 */
export function NotificationBellSlot() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<Box w={40} h={40} />}>
      <NotificationBell />
    </Suspense>
  );
}
