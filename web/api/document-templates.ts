/** «Шаблоны документов» and a chat's documents (issue 31 §2); staff only. */

import type { ChatMessage } from "../../domain/chat/chat-schemas.ts";
import type {
  DocumentTemplate,
  GeneratedDocument,
} from "../../domain/document-templates/document-template-schemas.ts";
import { apiFetch } from "./client.ts";
import { apiUpload } from "./upload.ts";

export type { DocumentTemplate, GeneratedDocument };

const enc = encodeURIComponent;

export const documentTemplatesApi = {
  list: (signal?: AbortSignal) =>
    apiFetch<DocumentTemplate[]>("/executor/document-templates", { signal }),
  upload: (name: string, file: File) => {
    const form = new FormData();
    form.append("name", name);
    form.append("file", file, file.name);
    return apiUpload<DocumentTemplate>("/executor/document-templates", form);
  },
  remove: (id: string) =>
    apiFetch<{ deleted: true }>(`/executor/document-templates/${enc(id)}`, { method: "DELETE" }),
  generate: (sessionId: string, templateId: string) =>
    apiFetch<GeneratedDocument>(`/chat/sessions/${enc(sessionId)}/generate-document`, {
      method: "POST",
      body: { template_id: templateId },
    }),
  sendFile: (sessionId: string, fileId: string) =>
    apiFetch<ChatMessage[]>(`/chat/sessions/${enc(sessionId)}/send-file`, {
      method: "POST",
      body: { file_id: fileId },
    }),
};
