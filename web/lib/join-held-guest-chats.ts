import type { User } from "../../domain/users/user-schemas.ts";
import { guestChatMoveApi } from "../api/guest-chat-move.ts";
import { forgetGuestChat, rememberedGuestChatIds } from "./guest-chat-memory.ts";

/**
 * A client just signed up or in (from the header, not only from the chat's own button): the guest
 * chats this browser opened join the account when they gave its e-mail or phone, so the cabinet
 * shows them at once (issue 44 §3). The server decides; a failure never stands in the way of the
 * sign-in, and the chat then offers «Перенести в мой кабинет» itself.
 */
export async function joinHeldGuestChats(user: User): Promise<void> {
  if (user.role !== "client") return;
  try {
    const { moved } = await guestChatMoveApi.joinHeld(rememberedGuestChatIds());
    for (const id of moved) forgetGuestChat(id);
  } catch {
    // Nothing lost: the chats stay the guest's, and reachable from this browser.
  }
}
