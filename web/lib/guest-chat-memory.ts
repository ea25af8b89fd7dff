import { MAX_HELD_GUEST_CHATS } from "../../domain/chat/guest-chat-move.ts";

/**
 * The guest chats this browser opened, with the contacts the guest gave there (issue 28): a
 * payment for the same service joins the open chat instead of opening another, the pay window is
 * filled with the name, e-mail and phone already given, and registration carries the chat along.
 * The server checks everything: a forgotten or foreign id only means the payment opens a new chat.
 */
export interface RememberedGuestChat {
  sessionId: string;
  /** The chat's service as the server names it ("12", "consultation", …). */
  serviceId: string | null;
  name: string;
  email: string;
  phone: string;
  /** ISO time of the chat's deletion, as the server said. */
  expiresAt: string | null;
}

const KEY = "guestChats";
/** Enough for every chat one person opens in a day (and all go along at a sign-in); the oldest go first. */
const MAX_REMEMBERED = MAX_HELD_GUEST_CHATS;

function readAll(): RememberedGuestChat[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const now = Date.now();
    return parsed.filter(
      (item): item is RememberedGuestChat =>
        typeof item === "object" &&
        item !== null &&
        typeof item.sessionId === "string" &&
        (item.expiresAt === null || Date.parse(item.expiresAt) > now),
    );
  } catch {
    return [];
  }
}

function writeAll(items: RememberedGuestChat[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(items.slice(-MAX_REMEMBERED)));
  } catch {
    // No storage (private mode): payments open their own chat, the form starts empty.
  }
}

/** Adds or updates a chat; empty fields never overwrite what the guest gave before. */
export function rememberGuestChat(entry: Partial<RememberedGuestChat> & { sessionId: string }) {
  const items = readAll();
  const old = items.find((item) => item.sessionId === entry.sessionId);
  const merged: RememberedGuestChat = {
    sessionId: entry.sessionId,
    serviceId: entry.serviceId ?? old?.serviceId ?? null,
    name: entry.name || old?.name || "",
    email: entry.email || old?.email || "",
    phone: entry.phone || old?.phone || "",
    expiresAt: entry.expiresAt ?? old?.expiresAt ?? null,
  };
  writeAll([...items.filter((item) => item.sessionId !== entry.sessionId), merged]);
}

export const rememberedGuestChat = (sessionId: string) =>
  readAll().find((item) => item.sessionId === sessionId) ?? null;

/** The newest chat this browser still has open about `serviceId`. */
export const openGuestChatFor = (serviceId: number | string) =>
  readAll()
    .reverse()
    .find((item) => item.serviceId === String(serviceId)) ?? null;

/** Every chat this browser still holds: a client's sign-in hands them over (join-held-guest-chats.ts). */
export const rememberedGuestChatIds = () => readAll().map((item) => item.sessionId);

/** A registration carried the chat into an account: it is no longer a guest's. */
export function forgetGuestChat(sessionId: string) {
  writeAll(readAll().filter((item) => item.sessionId !== sessionId));
}
