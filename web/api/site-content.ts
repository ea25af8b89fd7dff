/**
 * Typed calls of the site's own content (issue 10 §6): the legal documents and their versions,
 * the consent log and the site settings. Reading the documents and the settings needs no token.
 */
import type { ConsentPage, ConsentQueryRequest } from "../../domain/consents/consent-schemas.ts";
import type {
  SaveSiteDocumentRequest,
  SiteDocuments,
  SiteDocumentVersion,
  SiteDocumentVersionContent,
} from "../../domain/site-documents/site-document-schemas.ts";
import type { SiteDocumentKey } from "../../domain/site-documents/site-documents.ts";
import type { SiteSettings } from "../../domain/site-settings/site-settings.ts";
import type { UpdateSiteSettingsRequest } from "../../domain/site-settings/site-settings-schemas.ts";
import { apiFetch } from "./client.ts";

export type {
  ConsentPage,
  SiteDocuments,
  SiteDocumentVersion,
  SiteDocumentVersionContent,
  SiteSettings,
  UpdateSiteSettingsRequest,
};

/** Only the filters that are set, as a query string («?q=…&page=2»). */
function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const siteContentApi = {
  documents: (signal?: AbortSignal) =>
    apiFetch<SiteDocuments>("/site-documents", { signal, auth: false }),
  saveDocument: (body: SaveSiteDocumentRequest) =>
    apiFetch<SiteDocumentVersionContent>("/site-documents", { method: "PUT", body }),
  versions: (key: SiteDocumentKey, signal?: AbortSignal) =>
    apiFetch<SiteDocumentVersion[]>(`/site-documents/${key}/versions`, { signal }),
  version: (key: SiteDocumentKey, version: number, signal?: AbortSignal) =>
    apiFetch<SiteDocumentVersionContent>(`/site-documents/${key}/versions/${version}`, {
      signal,
    }),
  consents: (query: ConsentQueryRequest, signal?: AbortSignal) =>
    apiFetch<ConsentPage>(
      `/executor/consents${queryString(query as Record<string, string | number | undefined>)}`,
      { signal },
    ),
  settings: (signal?: AbortSignal) =>
    apiFetch<SiteSettings>("/site-settings", { signal, auth: false }),
  saveSettings: (body: UpdateSiteSettingsRequest) =>
    apiFetch<SiteSettings>("/site-settings", { method: "PUT", body }),
  uploadLogo: (logo: File) => {
    const form = new FormData();
    form.append("file", logo, logo.name);
    return apiFetch<{ logo_url: string }>("/site-settings/logo", { method: "PUT", body: form });
  },
  removeLogo: () => apiFetch<{ deleted: boolean }>("/site-settings/logo", { method: "DELETE" }),
};
