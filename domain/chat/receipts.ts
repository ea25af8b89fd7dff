/**
 * Read receipts and typing indicators (issue 14 §3): the timings both ends agree on and the texts
 * the chats show.
 */

/** The two parties of a chat; a guest is the client side of a guest chat. */
export const CHAT_SIDES = ["executor", "client"] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/**
 * At most one typing notice per chat and side in this window: the composer sends no more often,
 * and the server publishes no more often whatever a browser sends.
 */
export const TYPING_THROTTLE_MS = 3_000;

/**
 * How long «печатает…» stays after the last notice. Longer than the throttle, so that steady
 * typing (a notice every 3 s) keeps it on without flicker.
 */
export const TYPING_SHOWN_MS = 5_000;

export const RECEIPT_TEXTS = {
  typing: "печатает…",
  sent: "Отправлено",
  read: "Прочитано",
} as const;

/** A message of `side` has been read by the other side (its pointer reached the message). */
export const isReadBy = (readUpTo: number | null, messageId: number) =>
  readUpTo !== null && messageId <= readUpTo;
