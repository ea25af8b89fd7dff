import { YANDEX_LINK_TTL_SECONDS } from "../../../domain/yandex-id/yandex-id.ts";
import type { YandexRegistration } from "../../../domain/yandex-id/yandex-id-schemas.ts";
import { isInSitePath } from "../../lib/access.ts";

/**
 * What a sign-in with Yandex ID keeps in this tab while the browser is away at Yandex and after
 * (sessionStorage: the tab's own, gone when it closes): the page to return to, and a
 * registration's prefill with its `yandex_link` until the registration is made or the link dies.
 */
const RETURN_KEY = "yandexSignIn.return";
const REGISTRATION_KEY = "yandexSignIn.registration";

type Registration = YandexRegistration["registration"];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The page the visitor was stopped at before going to Yandex, to come back to after. */
export function rememberReturnPath(from: string | undefined): void {
  if (from && isInSitePath(from)) storage()?.setItem(RETURN_KEY, from);
  else storage()?.removeItem(RETURN_KEY);
}

export function takeReturnPath(): string | undefined {
  const from = storage()?.getItem(RETURN_KEY) ?? undefined;
  storage()?.removeItem(RETURN_KEY);
  return isInSitePath(from) ? from : undefined;
}

export function rememberYandexRegistration(registration: Registration): void {
  storage()?.setItem(REGISTRATION_KEY, JSON.stringify({ ...registration, saved_at: Date.now() }));
}

/** The prefill of a registration begun from Yandex ID, while its link lives. */
export function yandexRegistration(): Registration | null {
  try {
    const saved = JSON.parse(storage()?.getItem(REGISTRATION_KEY) ?? "null") as
      | (Registration & { saved_at?: number })
      | null;
    if (!saved || typeof saved.yandex_link !== "string") return null;
    if (Date.now() - (saved.saved_at ?? 0) > YANDEX_LINK_TTL_SECONDS * 1000) {
      forgetYandexRegistration();
      return null;
    }
    return {
      full_name: saved.full_name ?? null,
      email: saved.email ?? null,
      phone: saved.phone ?? null,
      yandex_link: saved.yandex_link,
    };
  } catch {
    return null;
  }
}

export function forgetYandexRegistration(): void {
  storage()?.removeItem(REGISTRATION_KEY);
}
