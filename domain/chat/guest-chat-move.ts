/**
 * A guest's chats joining the account of the same person (issue 44 §3, docs/decisions/0XX-guests-
 * chats-join-their-account.md): the limits. The texts are in guest-chat-move-texts.ts and the
 * calls' shapes in guest-chat-move-schemas.ts, so the public bundle carries only these numbers.
 */

/** The guest chats one browser remembers (web/lib/guest-chat-memory.ts) and may hand over at once. */
export const MAX_HELD_GUEST_CHATS = 20;

/** How long a mailed «Перенести чаты в кабинет» link works. */
export const GUEST_CHAT_CLAIM_TTL_HOURS = 24;

/**
 * The mailed link opens the cabinet with its token in the fragment (`/dashboard#claim_guest_chats=…`),
 * which no server log and no Referer sees; the cabinet asks before it moves anything.
 */
export const GUEST_CHAT_CLAIM_PARAM = "claim_guest_chats";
