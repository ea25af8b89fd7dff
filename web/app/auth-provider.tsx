import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { PHONE_CONFIRMATION_REQUIRED_CODE } from "../../domain/phone-auth/phone-confirmation-code.ts";
import type {
  SecondFactorChallenge,
  SecondFactorLogin,
} from "../../domain/users/second-factor-schemas.ts";
import type {
  AuthResponse,
  LoginRequest,
  RegisterRequest,
  User,
} from "../../domain/users/user-schemas.ts";
import { ApiError, addRefusalResolver, apiFetch, tokenStorage } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";
import { AuthContext, type AuthState } from "../lib/auth.ts";
import { useClientValue } from "../lib/use-hydrated.ts";

/**
 * The signed-in user, or null once a stored token turned out to be dead (then dropped). main.tsx
 * starts it as the page loads, alongside the first page's code, when a token is stored.
 */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  staleTime: Number.POSITIVE_INFINITY,
  retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  queryFn: async (): Promise<User | null> => {
    try {
      return await apiFetch<User>("/auth/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        tokenStorage.clear();
        return null;
      }
      throw error;
    }
  },
});

/**
 * Holds the signed-in user. A stored token is checked once with /auth/me; when the check fails
 * with 401 the token is dropped and the visitor is silently signed out (spec 1 §4).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // A page the server rendered is hydrated as the guest it was rendered for; a stored token is
  // read in the render right after (web/lib/use-hydrated.ts).
  const hasToken = useClientValue(() => tokenStorage.get() !== null, false);

  const me = useQuery({ ...meQuery, enabled: hasToken });

  // Any call refused for want of a confirmed number (issue 45 §2) brings the confirmation: the
  // account, read again, says it is due, and the layout shows it instead of the page.
  useEffect(
    () =>
      addRefusalResolver(async (code) => {
        if (code === PHONE_CONFIRMATION_REQUIRED_CODE) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.me });
        }
        return false;
      }),
    [queryClient],
  );

  // A client's every way in brings along the guest chats of this browser that are theirs
  // (issue 44 §3) before the app takes the session, so the cabinet it opens lists them. Loaded
  // at the sign-in: the public pages' bundle stays without it.
  // Not queryClient.clear(): that would detach the `me` query above from the cache, and the new
  // user would not reach the screen until a reload. Drop everything of the previous user instead.
  const signIn = useCallback(
    async (response: AuthResponse) => {
      const { joinHeldGuestChats } = await import("../lib/join-held-guest-chats.ts");
      await joinHeldGuestChats(response);
      tokenStorage.set(response.access_token, response.user.email);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      queryClient.setQueryData(queryKeys.me, response.user);
      return response.user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (input: LoginRequest) => {
      const answer = await apiFetch<AuthResponse | SecondFactorChallenge>("/auth/login", {
        method: "POST",
        body: input,
        auth: false,
      });
      // A second factor (202): no session yet, the form asks for the code.
      return "second_factor_required" in answer ? answer : signIn(answer);
    },
    [signIn],
  );

  const completeLogin = useCallback(
    async (challenge: string, code: string) =>
      // Straight through apiFetch, as the first step: the cabinet's second-factor API module
      // stays out of the bundle every public page loads (e2e/bundle-budget.spec.ts).
      signIn(
        await apiFetch<AuthResponse>("/auth/login/second-factor", {
          method: "POST",
          body: { challenge, code } satisfies SecondFactorLogin,
          auth: false,
        }),
      ),
    [signIn],
  );

  const register = useCallback(
    async (input: RegisterRequest) =>
      signIn(
        await apiFetch<AuthResponse>("/auth/register", {
          method: "POST",
          body: input,
          auth: false,
        }),
      ),
    [signIn],
  );

  const logout = useCallback(async () => {
    // Revoke on the server first; a failure there must not keep the user signed in here.
    await apiFetch("/auth/logout", { method: "POST" }).catch(() => {});
    tokenStorage.clear();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    queryClient.setQueryData(queryKeys.me, null);
  }, [queryClient]);

  // No token (or a page still hydrating): a guest, even if /auth/me, asked early, has answered.
  let user: User | null | undefined;
  if (!hasToken) user = null;
  else if (me.isPending) user = undefined;
  else user = me.data ?? null;

  const value = useMemo<AuthState>(
    () => ({ user, login, completeLogin, register, signIn, logout }),
    [user, login, completeLogin, register, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
