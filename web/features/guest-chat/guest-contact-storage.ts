import type { QuickContactMethod } from "../../../domain/chat/chat.ts";

/** How the guest wants to be reached, remembered in this browser per chat (spec 1 §3 «Guest contact»). */
export interface GuestContact {
  method: QuickContactMethod;
  value: string;
}

const keyOf = (sessionId: string) => `guestChatContact:${sessionId}`;

export function loadGuestContact(sessionId: string): GuestContact | null {
  try {
    const raw = localStorage.getItem(keyOf(sessionId));
    const parsed = raw ? (JSON.parse(raw) as Partial<GuestContact>) : null;
    if ((parsed?.method === "phone" || parsed?.method === "email") && parsed.value) {
      return { method: parsed.method, value: parsed.value };
    }
  } catch {
    // Storage blocked or a broken value: ask again.
  }
  return null;
}

export function saveGuestContact(sessionId: string, contact: GuestContact): void {
  try {
    localStorage.setItem(keyOf(sessionId), JSON.stringify(contact));
  } catch {
    // Private mode without storage: the chat still works, the contact is asked again next time.
  }
}
