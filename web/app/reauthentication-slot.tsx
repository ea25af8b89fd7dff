import { Suspense } from "react";
import { useAuth } from "../lib/auth.ts";
import { lazyNamed } from "../ui/lazy-mount.tsx";

const ReauthenticationDialog = lazyNamed(
  () => import("../features/account/reauthentication-dialog.tsx"),
  "ReauthenticationDialog",
);

/**
 * Where a sensitive action asks for the password again (decision 049): signed-in people only,
 * its code loaded apart from the site's first scripts (the home page's budget).
 */
export function ReauthenticationSlot() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog />
    </Suspense>
  );
}
