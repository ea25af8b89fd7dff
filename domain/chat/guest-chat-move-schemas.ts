/** The calls of a guest's chats joining an account (issue 44 §3). The web imports only types. */
import { z } from "zod";
import { MAX_HELD_GUEST_CHATS } from "./guest-chat-move.ts";
import { GUEST_CHAT_MOVE_TEXTS } from "./guest-chat-move-texts.ts";

/** POST /api/guest/chat/join-held: the guest chats this browser opened. */
export const heldGuestChatsSchema = z.object({
  session_ids: z
    .array(z.string().trim().max(64))
    .max(MAX_HELD_GUEST_CHATS, { error: GUEST_CHAT_MOVE_TEXTS.tooMany }),
});

/** Which of them are now the account's chats. */
export const movedGuestChatsSchema = z.object({ moved: z.array(z.string()) });

/** POST /api/guest/chat/claim: the token of the mailed link. */
export const guestChatClaimSchema = z.object({ token: z.string().trim().min(1).max(100) });

export type MovedGuestChats = z.infer<typeof movedGuestChatsSchema>;
