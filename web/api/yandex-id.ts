import { useQuery } from "@tanstack/react-query";
import type { SecondFactorChallenge } from "../../domain/users/second-factor-schemas.ts";
import type { AuthResponse } from "../../domain/users/user-schemas.ts";
import type { AuthMethods, YandexRegistration } from "../../domain/yandex-id/yandex-id-schemas.ts";
import { apiFetch } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * Whether the site offers «Войти с Яндекс ID» (issue 45 §2). The login and registration pages
 * carry the answer (domain/site-pages/initial-data.ts); it changes only with a restart.
 */
export function useAuthMethods() {
  return useQuery({
    queryKey: queryKeys.authMethods,
    queryFn: () => apiFetch<AuthMethods>("/auth/methods", { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What the complete page's one-time code opens: a session, a second step, or a registration. */
export type YandexExchange = AuthResponse | SecondFactorChallenge | YandexRegistration;

/** The complete page's one-time code, exchanged (the browser's cookie goes along). */
export const exchangeYandexCode = (code: string) =>
  apiFetch<YandexExchange>("/auth/yandex/exchange", {
    method: "POST",
    body: { code },
    auth: false,
  });
