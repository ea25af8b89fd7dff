/**
 * Typed calls of the corporate cabinet (spec 2 §7) and of the executor's read-only view of it
 * (spec 3 §7). A scope says whose cabinet: the signed-in company's own, or a client's by id.
 */
import type { ChatSession } from "../../domain/chat/chat-schemas.ts";
import { BULK_UPLOAD_FIELD, type DocumentCategory } from "../../domain/corporate/corporate.ts";
import type {
  CompanyCardRequest,
  CompanyProfile,
  CorporateClient,
  CorporateClientsPage,
  CorporateClientsQueryInput,
  CorporateDocument,
  CorporateOverview,
  DocumentsByCategory,
} from "../../domain/corporate/corporate-schemas.ts";
import { apiFetch } from "./client.ts";
import { pagePath } from "./paging.ts";
import { apiUpload, type UploadOptions } from "./upload.ts";

export type {
  CompanyCardRequest,
  CompanyProfile,
  CorporateClient,
  CorporateClientsPage,
  CorporateClientsQueryInput,
  CorporateDocument,
  CorporateOverview,
  DocumentsByCategory,
};

/** Whose cabinet: the company's own, or (executor mode) a client's, read-only. */
export type CabinetScope = { kind: "own" } | { kind: "client"; clientId: number };
export const OWN_CABINET: CabinetScope = { kind: "own" };

const enc = encodeURIComponent;

/** The read calls' base path of a scope. */
const basePath = (scope: CabinetScope) =>
  scope.kind === "own" ? "/corporate" : `/executor/corporate-clients/${scope.clientId}`;

function documentForm(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  // Fields first: the server checks the category before it stores a byte.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file, file.name);
  return form;
}

export const corporateApi = {
  profile: (scope: CabinetScope) => apiFetch<CompanyProfile>(`${basePath(scope)}/profile`),
  overview: (scope: CabinetScope) => apiFetch<CorporateOverview>(`${basePath(scope)}/overview`),
  documentsByCategory: (scope: CabinetScope) =>
    apiFetch<DocumentsByCategory>(`${basePath(scope)}/documents`),
  /** A page (ORGANIZATION_DOCUMENTS_PAGE_SIZE) of one category's documents or of all, newest first. */
  documentPage: (
    scope: CabinetScope,
    category: DocumentCategory | null,
    offset: number,
    signal?: AbortSignal,
  ) => {
    const path = `${basePath(scope)}/documents/all${category ? `?category=${category}` : ""}`;
    return apiFetch<CorporateDocument[]>(pagePath(path, offset), { signal });
  },
  /** The corporate chat: 404 while the company has not started it. */
  chatSession: (scope: CabinetScope) => apiFetch<ChatSession>(`${basePath(scope)}/chat/session`),

  saveProfile: (card: CompanyCardRequest) =>
    apiFetch<CompanyProfile>("/corporate/profile", { method: "POST", body: card }),
  uploadCardDocument: (file: File, upload: UploadOptions = {}) =>
    apiUpload<CorporateDocument>(
      "/corporate/profile/documents",
      documentForm({ name: file.name, file_type: file.type }, file),
      upload,
    ),
  deleteCardDocument: (id: string) =>
    apiFetch<{ deleted: boolean }>(`/corporate/profile/documents/${enc(id)}`, {
      method: "DELETE",
    }),
  /** `bulk`: a file of the «Все» tab's bulk upload, which takes more types (spec 2 §5). */
  uploadDocument: (
    category: DocumentCategory,
    file: File,
    upload: UploadOptions = {},
    bulk = false,
  ) =>
    apiUpload<CorporateDocument>(
      "/corporate/documents",
      documentForm(
        {
          category,
          name: file.name,
          file_type: file.type,
          ...(bulk ? { [BULK_UPLOAD_FIELD]: "true" } : {}),
        },
        file,
      ),
      upload,
    ),
  deleteDocument: (id: string) =>
    apiFetch<{ deleted: boolean }>(`/corporate/documents/${enc(id)}`, { method: "DELETE" }),
  /** Empty body: the server makes the chat once and answers the same one afterwards. */
  openChat: () => apiFetch<ChatSession>("/corporate/chat/session", { method: "POST" }),

  clients: (query: CorporateClientsQueryInput) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== "") params.set(key, String(value));
    }
    const search = params.toString();
    return apiFetch<CorporateClientsPage>(
      `/executor/corporate-clients${search ? `?${search}` : ""}`,
    );
  },
  client: (clientId: number) =>
    apiFetch<CorporateClient>(`/executor/corporate-clients/${clientId}`),
};
