/**
 * Typed calls of the chat API (spec 1 §7, spec 2 §7, spec 3 §7). Guest calls need only the chat
 * id; the others send the stored Bearer token (apiFetch does).
 */

import type { ChatFilter } from "../../domain/chat/chat.ts";
import type {
  ChatDocument,
  ChatMessage,
  ChatSession,
  ExecutorDashboard,
  NewGuestSession,
  StartTaskRequest,
} from "../../domain/chat/chat-schemas.ts";
import type { IntakeValues } from "../../domain/intake/intake-schemas.ts";
import type { RatingRequest } from "../../domain/sla/sla-schemas.ts";
import { apiFetch } from "./client.ts";
import { pagePath } from "./paging.ts";
import { apiUpload, type UploadOptions } from "./upload.ts";

export type { ChatDocument, ChatMessage, ChatSession, ExecutorDashboard };

const enc = encodeURIComponent;

/** Content and files of one send, as the multipart body the server expects. */
export function messageForm(content: string, files: readonly File[]): FormData {
  const form = new FormData();
  form.append("content", content);
  for (const file of files) form.append("files", file, file.name);
  return form;
}

export const guestChatApi = {
  create: (body: NewGuestSession) =>
    apiFetch<ChatSession>("/guest/chat/sessions", { method: "POST", body, auth: false }),
  session: (id: string) =>
    apiFetch<ChatSession>(`/guest/chat/sessions/${enc(id)}`, { auth: false }),
  messages: (id: string) =>
    apiFetch<ChatMessage[]>(`/guest/chat/sessions/${enc(id)}/messages`, { auth: false }),
  send: (id: string, content: string, files: readonly File[], upload: UploadOptions = {}) =>
    apiUpload<ChatMessage[]>(
      `/guest/chat/sessions/${enc(id)}/messages`,
      messageForm(content, files),
      {
        ...upload,
        auth: false,
      },
    ),
  /** The guest has seen the chat: the lawyer's messages get ✓✓. */
  read: (id: string) =>
    apiFetch<ChatSession>(`/guest/chat/sessions/${enc(id)}/read`, { method: "POST", auth: false }),
  /** «печатает…» for the lawyer; the server lets one through per 3 s. */
  typing: (id: string) =>
    apiFetch<null>(`/guest/chat/sessions/${enc(id)}/typing`, { method: "POST", auth: false }),
};

export const chatApi = {
  /** The client's open chat for the service, or a new one; a new one needs the intake answers. */
  create: (serviceId: string | number, intake?: IntakeValues) =>
    apiFetch<ChatSession>("/chat/sessions", {
      method: "POST",
      body: intake === undefined ? { service_id: serviceId } : { service_id: serviceId, intake },
    }),
  /** A page of chats, newest activity first; `before` continues after that page's last chat. */
  list: (
    filter: ChatFilter,
    page: { limit: number; before?: string },
    /** Executors: `me`, `none` (the queue) or a lawyer's id; all chats without it. */
    assignee?: string,
  ) => {
    const query = new URLSearchParams({ limit: String(page.limit) });
    if (filter !== "all") query.set("filter", filter);
    if (assignee) query.set("assignee", assignee);
    if (page.before) query.set("before", page.before);
    return apiFetch<ChatSession[]>(`/chat/sessions?${query}`);
  },
  session: (id: string) => apiFetch<ChatSession>(`/chat/sessions/${enc(id)}`),
  /** The newest page, or (`before`) the page older than that message. */
  messages: (id: string, before?: number) =>
    apiFetch<ChatMessage[]>(
      `/chat/sessions/${enc(id)}/messages${before === undefined ? "" : `?before=${before}`}`,
    ),
  send: (id: string, content: string, files: readonly File[], upload: UploadOptions = {}) =>
    apiUpload<ChatMessage[]>(
      `/chat/sessions/${enc(id)}/messages`,
      messageForm(content, files),
      upload,
    ),
  /** The client's rating of the lawyer's work, once, after acceptance (issue 30 §5). */
  rate: (id: string, body: RatingRequest) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/rating`, { method: "POST", body }),
  acceptOrder: (id: string) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/accept-order`, { method: "POST" }),
  requestRevision: (id: string) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/request-revision`, { method: "POST" }),
  startTask: (id: string, body: StartTaskRequest) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/start-task`, { method: "POST", body }),
  documentsReady: (id: string) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/documents-ready`, { method: "POST" }),
  markRead: (id: string) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/mark-read`, { method: "POST" }),
  /** The client has seen the chat (executors use markRead). */
  read: (id: string) => apiFetch<ChatSession>(`/chat/sessions/${enc(id)}/read`, { method: "POST" }),
  typing: (id: string) => apiFetch<null>(`/chat/sessions/${enc(id)}/typing`, { method: "POST" }),
  remove: (id: string) =>
    apiFetch<{ deleted: boolean }>(`/chat/sessions/${enc(id)}`, { method: "DELETE" }),
  removeAll: () =>
    apiFetch<{ deleted_count: number }>("/executor/chat-sessions/all", { method: "DELETE" }),
  executorDashboard: () => apiFetch<ExecutorDashboard>("/executor/dashboard"),
  /** A page (DOCUMENTS_PAGE_SIZE) of the files of every chat, newest first, after `offset`. */
  documents: (offset = 0, signal?: AbortSignal) =>
    apiFetch<ChatDocument[]>(pagePath("/documents", offset), { signal }),
  /** Fetched with the token like a chat file (web/lib/file-download.ts), not through apiFetch. */
  transcriptUrl: (id: string, kind: "pdf" | "zip") =>
    `/api/chat/sessions/${enc(id)}/transcript.${kind}`,
};
