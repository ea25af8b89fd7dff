/** «Нам доверяют» (issue 28 §2): read by the home page, kept in «Настройки сайта». */
import type { TrustedClient } from "../../domain/trusted-clients/trusted-client-schemas.ts";
import { apiFetch } from "./client.ts";

export type { TrustedClient };

export const trustedClientsApi = {
  list: (signal?: AbortSignal) =>
    apiFetch<{ items: TrustedClient[] }>("/trusted-clients", { signal, auth: false }),
  add: (fields: { name: string; url: string }, logo: File) => {
    const form = new FormData();
    form.append("name", fields.name);
    form.append("url", fields.url);
    // The fields first: the server checks them before it keeps a byte of the logo.
    form.append("file", logo, logo.name);
    return apiFetch<TrustedClient>("/trusted-clients", { method: "POST", body: form });
  },
  remove: (id: number) =>
    apiFetch<{ deleted: true }>(`/trusted-clients/${id}`, { method: "DELETE" }),
};
