/** Signing documents in the chat with a code from an SMS (issue 45 §3). */

import type {
  NewSignatureRequest,
  SignatureCode,
  SignatureRequest,
  SignedDocument,
} from "../../domain/signatures/signature-schemas.ts";
import { apiFetch } from "./client.ts";

export type { SignatureCode, SignatureRequest, SignedDocument };

const enc = encodeURIComponent;

export const signaturesApi = {
  /** Every request of the chat, oldest first. */
  list: (sessionId: string, signal?: AbortSignal) =>
    apiFetch<SignatureRequest[]>(`/chat/sessions/${enc(sessionId)}/signature-requests`, {
      signal,
    }),
  /** The lawyer's «Запросить подпись»: a file of the chat or of «Файлы», or an act. */
  request: (sessionId: string, body: NewSignatureRequest) =>
    apiFetch<SignatureRequest>(`/chat/sessions/${enc(sessionId)}/signature-requests`, {
      method: "POST",
      body,
    }),
  cancel: (id: string) =>
    apiFetch<SignatureRequest>(`/signature-requests/${enc(id)}/cancel`, { method: "POST" }),
  /** The client's «Отправить код»: an SMS to their confirmed number. */
  sendCode: (id: string) =>
    apiFetch<SignatureCode>(`/signature-requests/${enc(id)}/code`, { method: "POST" }),
  sign: (id: string, body: { challenge_id: string; code: string }) =>
    apiFetch<SignedDocument>(`/signature-requests/${enc(id)}/sign`, { method: "POST", body }),
};
