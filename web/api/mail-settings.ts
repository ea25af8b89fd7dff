import type { MailCategory } from "../../domain/mail/mail.ts";
import { apiFetch } from "./client.ts";

/** The person's own side's categories only (a client's or a lawyer's). */
export type MailPreferences = Partial<Record<MailCategory, boolean>>;

/** Which mail a person gets (issue 14 §1): the profile's switches and the unsubscribe page. */
export const mailSettingsApi = {
  preferences: (signal?: AbortSignal) =>
    apiFetch<MailPreferences>("/auth/me/notifications", { signal }),
  save: (body: MailPreferences) =>
    apiFetch<MailPreferences>("/auth/me/notifications", { method: "PUT", body }),
  /** The signed link's own parameters; no sign-in needed. */
  unsubscribe: (params: { email: string; category: string; token: string }) =>
    apiFetch<{ category: string }>(`/mail/unsubscribe?${new URLSearchParams(params)}`, {
      method: "POST",
      auth: false,
    }),
};
