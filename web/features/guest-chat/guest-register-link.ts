/**
 * Registration from a guest chat carries the chat's id (issue 28): the server moves the chat, its
 * files and its payment into the new account (its `guest_chat_id`).
 */
export const registerKeepingChat = (sessionId: string) =>
  `/register?guest_chat=${encodeURIComponent(sessionId)}`;

/** Where a guest chat that joined an account opens: the cabinet's chat tab. */
export const accountChatPath = (sessionId: string) =>
  `/dashboard?chat=${encodeURIComponent(sessionId)}`;

/** «Войти» in a guest chat comes back to it (issue 44 §3): the login page's `from`. */
export const signInState = (sessionId: string) => ({
  from: `/guest-chat/${encodeURIComponent(sessionId)}`,
});
