/**
 * Registration from a guest chat carries the chat's id (issue 28): the server moves the chat, its
 * files and its payment into the new account (its `guest_chat_id`).
 */
export const registerKeepingChat = (sessionId: string) =>
  `/register?guest_chat=${encodeURIComponent(sessionId)}`;
