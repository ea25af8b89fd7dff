import type { ChatSession } from "../../domain/chat/chat-schemas.ts";
import type {
  AcceptStaffInvitation,
  ChatViewers,
  OwnProfileUpdate,
  StaffInvitation,
  StaffInvitationRequest,
  StaffList,
  StaffMember,
  StaffSettings,
  StaffSettingsUpdate,
  StaffUpdate,
} from "../../domain/staff/staff-schemas.ts";
import type { AuthResponse } from "../../domain/users/user-schemas.ts";
import { apiFetch } from "./client.ts";

export type { StaffInvitation, StaffList, StaffMember, StaffSettings };

/** «Сотрудники» (issue 30 §1): lawyers read the list, the administrator changes it. */
export const staffApi = {
  list: (signal?: AbortSignal) => apiFetch<StaffList>("/executor/staff", { signal }),
  invite: (body: StaffInvitationRequest) =>
    apiFetch<StaffInvitation>("/executor/staff/invitations", { method: "POST", body }),
  revokeInvitation: (id: number) =>
    apiFetch<{ deleted: true }>(`/executor/staff/invitations/${id}`, { method: "DELETE" }),
  update: (id: number, body: StaffUpdate) =>
    apiFetch<StaffMember>(`/executor/staff/${id}`, { method: "PUT", body }),
  /** «Все юристы видят все чаты»: lawyers read it, the administrator changes it. */
  settings: (signal?: AbortSignal) =>
    apiFetch<StaffSettings>("/executor/staff/settings", { signal }),
  updateSettings: (body: StaffSettingsUpdate) =>
    apiFetch<StaffSettings>("/executor/staff/settings", { method: "PUT", body }),
  /** Hands a chat to a working colleague, or back to the queue (null). */
  assignChat: (chatId: string, userId: number | null) =>
    apiFetch<ChatSession>(`/executor/chat-sessions/${encodeURIComponent(chatId)}/assignee`, {
      method: "PUT",
      body: { user_id: userId },
    }),
  /** «Сейчас смотрит»: this chat is open here; answers the colleagues who have it open too. */
  viewing: (chatId: string, signal?: AbortSignal) =>
    apiFetch<ChatViewers>(`/executor/chat-sessions/${encodeURIComponent(chatId)}/viewing`, {
      method: "PUT",
      signal,
    }),
  /** The chat was closed here (also as the tab closes: the request outlives the page). */
  left: (chatId: string) =>
    apiFetch<ChatViewers>(`/executor/chat-sessions/${encodeURIComponent(chatId)}/viewing`, {
      method: "DELETE",
      keepalive: true,
    }),
  /** One's own name and whether one takes chats (issue 44 §3). */
  updateOwnProfile: (body: OwnProfileUpdate) =>
    apiFetch<StaffMember>("/executor/profile", { method: "PUT", body }),
  /** The lawyer's own photo for clients (issue 30 §1). */
  ownPhoto: (signal?: AbortSignal) =>
    apiFetch<{ photo_url: string | null }>("/executor/profile/photo", { signal }),
  uploadPhoto: (file: File) => {
    const body = new FormData();
    body.append("file", file);
    return apiFetch<{ photo_url: string | null }>("/executor/profile/photo", {
      method: "PUT",
      body,
    });
  },
  removePhoto: () =>
    apiFetch<{ photo_url: string | null }>("/executor/profile/photo", { method: "DELETE" }),
  /** The invitation's link: a password, and the session of the new account. */
  accept: (body: AcceptStaffInvitation) =>
    apiFetch<AuthResponse>("/staff/invitations/accept", { method: "POST", body, auth: false }),
};
