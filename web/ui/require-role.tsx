import { Center } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import type { User } from "../../domain/users/user-schemas.ts";
import { type Area, redirectAwayFrom, type SignInRedirectState } from "../lib/access.ts";
import { useAuth } from "../lib/auth.ts";
import { LoadingState } from "./loading-state.tsx";

interface RequireRoleProps {
  /** null: any signed-in user may stay (the chat screen serves clients and executors alike). */
  area: Area | null;
  /** Shown while a stored token is being checked. */
  loadingLabel?: string;
  children: (user: User) => ReactNode;
}

/**
 * Guards a signed-in area. Visitors who are not signed in go to /login, which brings them back
 * here afterwards; signed-in users of another kind go to their own cabinet; a user who signs out
 * here goes to the home page.
 */
export function RequireRole({ area, loadingLabel, children }: RequireRoleProps) {
  const { user } = useAuth();
  const location = useLocation();
  // Someone who signs out here is leaving on purpose: send them home, not to the login form.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
  }, [user]);

  if (user === undefined) {
    return (
      <Center mih="50vh">
        <LoadingState label={loadingLabel} />
      </Center>
    );
  }
  if (user === null) {
    if (wasSignedIn.current) return <Navigate to="/" replace />;
    // The fragment too: a mailed link's token rides there (the cabinet's «Перенести чаты»).
    const state: SignInRedirectState = {
      from: location.pathname + location.search + location.hash,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  const redirect = redirectAwayFrom(area, user);
  if (redirect) {
    // A corporate link such as ?service=5 still makes sense on the individual dashboard.
    const to = redirect === "/dashboard" ? redirect + location.search : redirect;
    return <Navigate to={to} replace />;
  }
  return children(user);
}
