import type { User } from "../../domain/users/user-schemas.ts";
import { homePathOf, isExecutorRole } from "../../domain/users/users.ts";

/** The signed-in areas of the site; each has its own rule of who may stay. */
export type Area = "client" | "corporate" | "executor";

/** What the guard leaves in `location.state` when it sends a visitor to /login. */
export interface SignInRedirectState {
  from?: string;
}

export function areaOfPath(path: string): Area | null {
  if (path.startsWith("/executor")) return "executor";
  // The executor's view of a client's cabinet: the page itself decides who may stay, so an
  // executor who had to sign in first comes back to it.
  if (path.startsWith("/corporate-dashboard") && /[?&]executor_mode=true(&|$)/.test(path)) {
    return null;
  }
  if (path.startsWith("/corporate-dashboard")) return "corporate";
  if (path.startsWith("/dashboard")) return "client";
  return null;
}

/**
 * Where a signed-in user must go instead of `area`, or null when they may stay. Spec 3 sends
 * non-executors from the executor cabinet to /login (which then sends them home); an admin counts
 * as an executor; a corporate client may also use the individual /dashboard.
 */
export function redirectAwayFrom(area: Area | null, user: User): string | null {
  const executor = isExecutorRole(user.role);
  if (area === "executor") return executor ? null : "/login";
  if (area === "client") return executor ? "/executor-dashboard" : null;
  if (area === "corporate") {
    if (executor) return "/executor-dashboard";
    return user.client_type === "corporate" ? null : "/dashboard";
  }
  return null;
}

/** A path of this site: a stored or passed-on value must never send the browser elsewhere. */
export function isInSitePath(path: unknown): path is string {
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//");
}

/** After login or registration: the page the visitor was stopped at, if theirs, else their home. */
export function afterSignInPath(user: User, from: string | undefined): string {
  if (isInSitePath(from) && !/^\/(login|register)\b/.test(from)) {
    if (redirectAwayFrom(areaOfPath(from), user) === null) return from;
  }
  return homePathOf(user);
}

export function signInFrom(state: unknown): string | undefined {
  const from = (state as SignInRedirectState | null)?.from;
  return typeof from === "string" ? from : undefined;
}
