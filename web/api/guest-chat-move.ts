/** A guest's chats joining the account of the same person (issue 44 §3). */
import type { MovedGuestChats } from "../../domain/chat/guest-chat-move-schemas.ts";
import { apiFetch } from "./client.ts";

const enc = encodeURIComponent;

export const guestChatMoveApi = {
  /**
   * At a sign-in, with its new token (not stored yet): the guest chats this browser holds with
   * the account's e-mail or phone.
   */
  joinHeld: (sessionIds: string[], token: string) =>
    apiFetch<MovedGuestChats>("/guest/chat/join-held", {
      method: "POST",
      body: { session_ids: sessionIds },
      auth: false,
      headers: { authorization: `Bearer ${token}` },
    }),
  /** «Перенести в мой кабинет». */
  moveToAccount: (sessionId: string) =>
    apiFetch<MovedGuestChats>(`/guest/chat/sessions/${enc(sessionId)}/move-to-account`, {
      method: "POST",
    }),
  /** The mailed link, opened signed in as its account. */
  claim: (token: string) =>
    apiFetch<{ moved: number }>("/guest/chat/claim", { method: "POST", body: { token } }),
};
