import type { AuthResponse } from "../../domain/users/user-schemas.ts";
import { guestChatMoveApi } from "../api/guest-chat-move.ts";
import { forgetGuestChat, rememberedGuestChatIds } from "./guest-chat-memory.ts";

/**
 * A client just signed up or in (from the header, not only from the chat's own button): the guest
 * chats this browser opened join the account when they gave its e-mail or phone (issue 44 §3).
 * Called with the new session before the app takes it, so the cabinet it opens lists them. The
 * server decides; a failure never stands in the way of the sign-in, and the chat then offers
 * «Перенести в мой кабинет» itself.
 */
export async function joinHeldGuestChats({ user, access_token }: AuthResponse): Promise<void> {
  // An account that must confirm its number first is refused everything else (issue 45 §2): the
  // confirmation joins them once it is done.
  if (user.role !== "client" || user.phone_confirmation_required) return;
  try {
    const { moved } = await guestChatMoveApi.joinHeld(rememberedGuestChatIds(), access_token);
    for (const id of moved) forgetGuestChat(id);
  } catch {
    // Nothing lost: the chats stay the guest's, and reachable from this browser.
  }
}
